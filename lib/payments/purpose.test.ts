import { describe, expect, it } from "vitest";
import { nightsBetween } from "@/lib/format";
import { amountDue, DEFAULT_SELLER, reservationDeposit, sellerOf } from "./purpose";
import { BOOKING as booking } from "./test-payments";

describe("what a payment is for", () => {
  it("takes a 1% reservation deposit, to the cent", () => {
    expect(reservationDeposit(8_500_000_00)).toBe(85_000_00);
    expect(reservationDeposit(650_000_00)).toBe(6_500_00);
    expect(reservationDeposit(1_234_567_00)).toBe(12_345_67); // $12,345.67, no longer rounded to $12,346
    expect(reservationDeposit(1_234_567_89)).toBe(12_345_68); // $12,345.6789
    expect(amountDue({ kind: "deposit", listingId: "aman-miami-beach", propertyName: "Aman Miami Beach", priceCents: 8_500_000_00 })).toBe(
      85_000_00,
    );
  });

  it("takes at least $1", () => {
    expect(reservationDeposit(10_00)).toBe(1_00);
    expect(reservationDeposit(1)).toBe(1_00);
  });

  it("charges a contract's escrow deposit as the contract agrees it", () => {
    expect(amountDue({ kind: "contract-deposit", contractId: "5", propertyName: "Aman Miami Beach", depositCents: 830_000_00 })).toBe(
      830_000_00,
    );
  });

  it("charges rate × nights for a booking", () => {
    expect(nightsBetween("2026-12-20", "2026-12-23")).toBe(3);
    expect(amountDue(booking)).toBe(13_500_00);
    expect(amountDue({ ...booking, rateCents: 4_500_99 })).toBe(13_502_97);
  });

  it("names the brand as the seller, else the hotel residence desk", () => {
    expect(sellerOf({ ...booking, brand: "Ritz-Carlton" })).toBe("Ritz-Carlton");
    expect(sellerOf(booking)).toBe(DEFAULT_SELLER);
    expect(sellerOf({ ...booking, brand: "  " })).toBe(DEFAULT_SELLER);
  });
});
