import * as z from "zod/mini";
import { ownerField } from "./owner";
import { centsSchema, isoDateOrDateTimeSchema, isoDateSchema, positiveIntSchema, textSchema } from "./fields";

export const transactionStatusSchema = z.enum(["pending", "escrow", "completed", "failed", "refunded"]);

export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionTypeSchema = z.enum(["Deposit", "Final Payment", "Booking"]);

export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const paymentMethodSchema = z.enum(["card", "bitcoin", "ethereum", "wire"]);

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What a card payment keeps: never the number or CVC. */
export const cardSummarySchema = z.object({
  /** Like "visa", "mastercard", "amex". */
  brand: textSchema,
  last4: z.string().check(z.regex(/^\d{4}$/, "Enter the last 4 digits of the card")),
});

export type CardSummary = z.infer<typeof cardSummarySchema>;

export const bookingSchema = z
  .object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: positiveIntSchema,
    guests: positiveIntSchema,
  })
  .check(
    z.refine((booking) => booking.checkOut > booking.checkIn, {
      message: "Check-out must be after check-in",
      path: ["checkOut"],
    }),
  );

export type Booking = z.infer<typeof bookingSchema>;

export const transactionIdSchema = z.string().check(z.regex(/^TXN-[A-Z0-9]+$/, "Enter a transaction id like TXN-8K2F9Q"));

/** A payment or booking. */
export const transactionSchema = z.object({
  id: transactionIdSchema,
  ...ownerField,
  contractId: z.optional(textSchema),
  property: textSchema,
  /** Integer cents. */
  amountCents: centsSchema,
  type: transactionTypeSchema,
  status: transactionStatusSchema,
  date: isoDateOrDateTimeSchema,
  buyer: textSchema,
  seller: textSchema,
  method: z.optional(paymentMethodSchema),
  card: z.optional(cardSummarySchema),
  booking: z.optional(bookingSchema),
});

export type Transaction = z.infer<typeof transactionSchema>;
