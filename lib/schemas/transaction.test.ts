import { describe, expect, it } from "vitest";
import { bookingSchema, paymentMethodSchema, transactionSchema, transactionStatusSchema, type Transaction } from "./transaction";
import { paymentMethodLabels, transactionStatusLabels } from "./labels";
import { fieldErrorsOf } from "./test-utils";

const transaction: Transaction = {
  id: "TXN-8K2F9Q",
  contractId: "1",
  property: "Aman Miami Beach",
  amountCents: 850_000_00,
  type: "Deposit",
  status: "escrow",
  date: "2026-11-12",
  buyer: "Eleanor Whitfield",
  seller: "Collins Shore Holdings LLC",
  method: "wire",
};

describe("transactionSchema", () => {
  it("accepts a deposit and a card booking", () => {
    expect(transactionSchema.safeParse(transaction).success).toBe(true);
    const booking: Transaction = {
      id: "TXN-B00K1",
      property: "Ajax Mountain Residence",
      amountCents: 28_500_00,
      type: "Booking",
      status: "completed",
      date: "2026-11-22T16:00:00.000Z",
      buyer: "Isabel Moreau",
      seller: "St. Regis Aspen",
      method: "card",
      card: { brand: "visa", last4: "4242" },
      booking: { checkIn: "2026-12-20", checkOut: "2026-12-23", nights: 3, guests: 4 },
    };
    expect(transactionSchema.safeParse(booking).success).toBe(true);
  });

  it.each(["txn-8k2f9q", "TXN-", "8K2F9Q", "TXN-8K2F 9Q"])("rejects the id %j", (id) => {
    expect(fieldErrorsOf(transactionSchema, { ...transaction, id })).toEqual({ id: "Enter a transaction id like TXN-8K2F9Q" });
  });

  it("never holds more than the last four card digits", () => {
    expect(fieldErrorsOf(transactionSchema, { ...transaction, card: { brand: "visa", last4: "4242424242424242" } })).toEqual({
      "card.last4": "Enter the last 4 digits of the card",
    });
  });

  it("labels every status and method", () => {
    expect(Object.keys(transactionStatusLabels)).toEqual(transactionStatusSchema.options);
    expect(transactionStatusLabels).toEqual({
      pending: "Pending Payment",
      escrow: "In Escrow",
      completed: "Completed",
      failed: "Failed",
      refunded: "Refunded",
    });
    expect(Object.keys(paymentMethodLabels)).toEqual(paymentMethodSchema.options);
  });
});

describe("bookingSchema", () => {
  it("wants check-out after check-in", () => {
    expect(fieldErrorsOf(bookingSchema, { checkIn: "2026-12-20", checkOut: "2026-12-20", nights: 1, guests: 2 })).toEqual({
      checkOut: "Check-out must be after check-in",
    });
  });
});
