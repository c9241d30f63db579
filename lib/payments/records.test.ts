import { describe, expect, it } from "vitest";
import { transactionSchema } from "@/lib/schemas/transaction";
import { cardTransaction, CRYPTO_BUYER, cryptoTransaction, payerLabel } from "./records";
import { BOOKING, DEPOSIT as deposit, PAYER as payer } from "./test-payments";

const booking = { ...BOOKING, brand: "Ritz-Carlton" };
const meta = { id: "TXN-AB12CD34", date: "2026-11-22T10:00:00.000Z" };

describe("payment records", () => {
  it("records a card deposit as held in escrow, with brand and last four only", () => {
    const record = cardTransaction(deposit, payer, meta);
    expect(record).toEqual({
      id: "TXN-AB12CD34",
      property: "Aman Miami Beach",
      amountCents: 85_000_00,
      type: "Deposit",
      status: "escrow",
      date: meta.date,
      buyer: "Isabel Moreau (isabel@example.com)",
      seller: "Aman",
      method: "card",
      card: { brand: "visa", last4: "4242" },
    });
    expect(transactionSchema.safeParse(record).success).toBe(true);
  });

  it("records a card booking as completed, with the stay", () => {
    const record = cardTransaction(booking, payer, meta);
    expect(record).toMatchObject({
      type: "Booking",
      status: "completed",
      amountCents: 13_500_00,
      seller: "Ritz-Carlton",
      booking: { checkIn: "2026-12-20", checkOut: "2026-12-23", nights: 3, guests: 4 },
    });
    expect(transactionSchema.safeParse(record).success).toBe(true);
  });

  it("records a crypto deposit by its coin", () => {
    for (const coin of ["bitcoin", "ethereum"] as const) {
      const record = cryptoTransaction(deposit, coin, meta);
      expect(record).toMatchObject({ method: coin, type: "Deposit", status: "escrow", buyer: CRYPTO_BUYER, amountCents: 85_000_00 });
      expect(record).not.toHaveProperty("card");
      expect(transactionSchema.safeParse(record).success).toBe(true);
    }
  });

  it("never carries more of the card than the schema allows", () => {
    const record = cardTransaction(
      deposit,
      { ...payer, card: { brand: "visa", last4: "4242", number: "4242424242424242", cvc: "123" } as never },
      meta,
    );
    expect(JSON.stringify(record)).not.toContain("4242424242424242");
    expect(JSON.stringify(record)).not.toContain('123"');
  });

  it("labels the payer by name and email", () => {
    expect(payerLabel(" Isabel Moreau ", " isabel@example.com ")).toBe("Isabel Moreau (isabel@example.com)");
    expect(payerLabel("Isabel Moreau", "")).toBe("Isabel Moreau");
  });
});
