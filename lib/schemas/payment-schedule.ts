import * as z from "zod/mini";
import { isoDateSchema, isoDateTimeSchema } from "./fields";
import { ownerField } from "./owner";

/** An instalment's key in its schedule: "reservation", "signing", "construction-2", "completion". */
export const instalmentKeySchema = z.string().check(z.regex(/^(?:reservation|signing|completion|construction-(?:[1-9]|1[0-2]))$/));

/** SHA-256 of a file, 64 lower-case hex digits. */
const sha256Schema = z.string().check(z.regex(/^[0-9a-f]{64}$/, "Enter a SHA-256 digest of 64 lower-case hexadecimal characters"));

/** The receipt kept with a paid instalment: the file in store.files and its fingerprint. */
export const receiptRefSchema = z.object({
  fileId: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.enum(["application/pdf", "image/png", "image/jpeg"]),
  size: z.int().check(z.positive()),
  sha256: sha256Schema,
});

export const instalmentPaymentSchema = z.object({
  instalment: instalmentKeySchema,
  /** The day the person says they paid. */
  paidOn: isoDateSchema,
  receipt: receiptRefSchema,
  recordedAt: isoDateTimeSchema,
});

/** A new completion date a person recorded (the developer announced a delay, or an earlier handover). */
export const completionDateRecordSchema = z.object({ date: isoDateSchema, recordedAt: isoDateTimeSchema });

/** "You confirmed it matches": the person compared the account they were about to pay with the contract's. */
export const escrowCheckSchema = z.object({ instalment: instalmentKeySchema, at: isoDateTimeSchema });

/**
 * One person's record of an off-plan contract's payments (lib/deals/schedule): which instalments
 * they marked paid, the completion dates they recorded, the escrow checks they made. One per
 * contract and account (`scheduleRecordId`); the schedule itself is computed, never stored.
 */
export const paymentScheduleRecordSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(500)),
  ...ownerField,
  contractId: z.string().check(z.minLength(1), z.maxLength(100)),
  payments: z.array(instalmentPaymentSchema).check(z.maxLength(20)),
  completionDates: z.array(completionDateRecordSchema).check(z.maxLength(50)),
  escrowChecks: z.array(escrowCheckSchema).check(z.maxLength(200)),
  updatedAt: isoDateTimeSchema,
});

export type PaymentScheduleRecord = z.infer<typeof paymentScheduleRecordSchema>;
export type InstalmentPayment = z.infer<typeof instalmentPaymentSchema>;
export type ReceiptRef = z.infer<typeof receiptRefSchema>;
export type ReceiptType = ReceiptRef["type"];

const MAX_PAST_YEARS = 10;

/** The Mark paid dialog: the day paid (not in the future) and whether a receipt was attached. */
export function markPaidFormSchema(today: string) {
  return z.object({
    paidOn: z.string().check(
      z.minLength(1, "Enter the date you paid"),
      z.refine((value) => isoDateSchema.safeParse(value).success, "The date you paid must be a real date"),
      z.refine((value) => value <= today, "The date you paid must be today or in the past"),
      z.refine(
        (value) => Number(value.slice(0, 4)) >= Number(today.slice(0, 4)) - MAX_PAST_YEARS,
        "The date you paid must be in the last 10 years",
      ),
    ),
    receipt: z.boolean().check(z.refine((attached) => attached, "Attach the receipt: a PDF, PNG or JPEG")),
  });
}

/** The record-a-new-completion-date form. */
export const completionDateFormSchema = z.object({
  date: z.string().check(
    z.minLength(1, "Enter the new completion date"),
    z.refine((value) => isoDateSchema.safeParse(value).success, "The completion date must be a real date"),
  ),
});

/** The escrow check: what the person is about to pay into. */
export const escrowCheckFormSchema = z.object({
  holder: z
    .string()
    .check(z.minLength(1, "Enter the account holder's name you are about to pay"), z.maxLength(200, "Enter 200 characters or fewer")),
  number: z
    .string()
    .check(z.minLength(1, "Enter the account number or IBAN you are about to pay"), z.maxLength(60, "Enter 60 characters or fewer")),
});
