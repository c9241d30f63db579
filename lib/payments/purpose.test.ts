import { describe, expect, it } from "vitest";
import { amountDue, DEFAULT_SELLER, nightsBetween, reservationDeposit, sellerOf, type RentalBooking } from "./purpose";

const booking: RentalBooking = {
  kind: "booking",
  rentalId: "ritz-carlton-miami-beach-lagoon-villa",
  propertyName: "Lagoon Villa at Ritz-Carlton Miami Beach",
  rate: 4_500,
  checkIn: "2026-12-20",
  checkOut: "2026-12-23",
  guests: 4,
};

describe("what a payment is for", () => {
  it("takes a 1% reservation deposit, to the dollar", () => {
    expect(reservationDeposit(8_500_000)).toBe(85_000);
    expect(reservationDeposit(650_000)).toBe(6_500);
    expect(reservationDeposit(1_234_567)).toBe(12_346);
    expect(reservationDeposit(10)).toBe(1);
    expect(amountDue({ kind: "deposit", listingId: "aman-miami-beach", propertyName: "Aman Miami Beach", price: 8_500_000 })).toBe(85_000);
  });

  it("charges rate × nights for a booking", () => {
    expect(nightsBetween("2026-12-20", "2026-12-23")).toBe(3);
    expect(amountDue(booking)).toBe(13_500);
  });

  it("counts nights across the clock change and the turn of the year", () => {
    expect(nightsBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("gives 0 nights for dates that are not real or not in order", () => {
    expect(nightsBetween("2026-12-23", "2026-12-20")).toBe(0);
    expect(nightsBetween("", "2026-12-20")).toBe(0);
    expect(nightsBetween("2026-02-30", "2026-03-02")).toBe(0);
  });

  it("names the brand as the seller, else the hotel residence desk", () => {
    expect(sellerOf({ ...booking, brand: "Ritz-Carlton" })).toBe("Ritz-Carlton");
    expect(sellerOf(booking)).toBe(DEFAULT_SELLER);
    expect(sellerOf({ ...booking, brand: "  " })).toBe(DEFAULT_SELLER);
  });
});
