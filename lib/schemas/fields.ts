import * as z from "zod/mini";
import "./error-map";
import { isIsoDate, toIsoDate } from "@/lib/format";
import { parseMoney } from "@/lib/money-input";

/**
 * Shared field rules for forms and records. Form fields take the strings and
 * booleans that inputs produce and give back the same types (trimmed), so a
 * form's values type is its schema's type. Every rule carries its own
 * GOV.UK-style message. The rules of a field are written so that at most one
 * fails for any value (a format rule passes empty text, which the required
 * rule reports), so a field never shows two errors at once. No rule uses
 * `abort`: an aborted issue would stop cross-field checks (deposit against
 * purchase amount) from running while other fields still have errors.
 */

export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 2000;

/** Required free text, trimmed. `name` starts the too-long message: "Property name must be 200 characters or fewer". */
export function requiredText(name: string, required: string, max: number = MAX_TEXT) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, `${name} must be ${max.toLocaleString("en-US")} characters or fewer`));
}

/** Optional free text, trimmed; an empty string is fine. */
export function optionalText(name: string, max: number = MAX_LONG_TEXT) {
  return z.optional(
    z
      .string({ error: `Enter ${name.toLowerCase()} as text` })
      .check(z.trim(), z.maxLength(max, `${name} must be ${max.toLocaleString("en-US")} characters or fewer`)),
  );
}

export const EMAIL_PATTERN = z.regexes.email;

/** An email address of at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export type EmailMessages = { required: string; format: string };

const defaultEmailMessages: EmailMessages = {
  required: "Enter your email address",
  format: "Enter an email address in the correct format, like name@example.com",
};

/** Required email address, trimmed. */
export function email(messages: EmailMessages = defaultEmailMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((value) => value === "" || isEmailAddress(value), messages.format),
  );
}

/** Optional email address: empty is fine, anything else must look like an email address. */
export function optionalEmail(format: string = defaultEmailMessages.format) {
  return z.optional(
    z.string({ error: format }).check(
      z.trim(),
      z.refine((value) => value === "" || isEmailAddress(value), format),
    ),
  );
}

const PHONE_CHARACTERS = /^[0-9 +\-().]{7,20}$/;

/** 7 to 20 characters of digits, spaces, +, -, ( ) and dots, with at least 7 digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
}

export type PhoneMessages = { required: string; format: string };

const defaultPhoneMessages: PhoneMessages = {
  required: "Enter your phone number",
  format: "Enter a phone number, like 305 555 0123",
};

/** Required phone number, trimmed. */
export function phone(messages: PhoneMessages = defaultPhoneMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((value) => value === "" || isPhoneNumber(value), messages.format),
  );
}

/** Optional phone number: empty is fine, anything else must be a phone number. */
export function optionalPhone(format: string = defaultPhoneMessages.format) {
  return z.optional(
    z.string({ error: format }).check(
      z.trim(),
      z.refine((value) => value === "" || isPhoneNumber(value), format),
    ),
  );
}

export type MoneyMessages = { required: string; format: string; positive: string };

/**
 * A dollar amount typed as text ("$1,250,000" or "$45.50"), trimmed. The value stays text;
 * `parseMoney` turns it into integer cents once it has passed.
 */
export function moneyText(messages: MoneyMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((value) => value === "" || parseMoney(value) !== null, messages.format),
    z.refine((value) => (parseMoney(value) ?? 1) > 0, messages.positive),
  );
}

/**
 * True when both keys of a not-yet-validated form value hold money text that
 * parseMoney reads. Cross-field amount checks use it as their `when`, so they
 * run even while other fields still have errors.
 */
export function bothAmountsReadable(value: unknown, totalKey: string, partKey: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const total = record[totalKey];
  const part = record[partKey];
  return typeof total === "string" && typeof part === "string" && parseMoney(total) !== null && parseMoney(part) !== null;
}

/** Today's calendar date in the visitor's zone, read at validation time (so fake timers apply). */
export function todayIsoDate(): string {
  return toIsoDate(new Date());
}

export type DateMessages = { required: string; format: string };

/** A real calendar date as a date input gives it: YYYY-MM-DD. */
export function isoDateText(messages: DateMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((value) => value === "" || isIsoDate(value), messages.format),
  );
}

/** A real calendar date that is today or later. */
export function todayOrLaterDate(messages: DateMessages & { past: string }) {
  return isoDateText(messages).check(z.refine((value) => !isIsoDate(value) || value >= todayIsoDate(), messages.past));
}

/** A real calendar date after today. */
export function futureDate(messages: DateMessages & { notFuture: string }) {
  return isoDateText(messages).check(z.refine((value) => !isIsoDate(value) || value > todayIsoDate(), messages.notFuture));
}

/** Optional date that, when given, is a real date today or later. */
export function optionalTodayOrLaterDate(messages: { format: string; past: string }) {
  return z.optional(
    z.string({ error: messages.format }).check(
      z.trim(),
      z.refine((value) => value === "" || isIsoDate(value), messages.format),
      z.refine((value) => !isIsoDate(value) || value >= todayIsoDate(), messages.past),
    ),
  );
}

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/** A new password: 8 to 128 characters, kept exactly as typed (never trimmed). */
export function newPassword(required = "Enter a password") {
  return z.string({ error: required }).check(
    z.minLength(1, required),
    z.refine((value) => value.length === 0 || value.length >= MIN_PASSWORD, `Password must be ${MIN_PASSWORD} characters or more`),
    z.maxLength(MAX_PASSWORD, `Password must be ${MAX_PASSWORD} characters or fewer`),
  );
}

/** A checkbox that must be ticked. Typed boolean so a form can start unticked. */
export function mustBeTrue(message: string) {
  return z.boolean({ error: message }).check(z.refine((value) => value, message));
}

// ---- record fields (stored and sample data; never typed by a person) ----

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug: lower-case words joined by single hyphens, like "aman-miami-beach". */
export const slugSchema = z
  .string()
  .check(z.regex(SLUG_PATTERN, "Enter a slug of lower-case letters, digits and single hyphens, like aman-miami-beach"));

/** A non-empty string for record fields. */
export const textSchema = z.string().check(z.minLength(1, "Enter a value"));

/** Money in integer cents (lib/money.ts), more than 0. */
export const centsSchema = z.int().check(z.positive("Enter an amount of more than $0"));

/** Money in integer cents, 0 or more (a deposit may be nothing). */
export const centsOrZeroSchema = z.int().check(z.nonnegative("Enter an amount of $0 or more"));

/** A whole number of more than 0 (square feet, guests). */
export const positiveIntSchema = z.int().check(z.positive("Enter a number that is more than 0"));

/** A count that may be fractional, like 3.5 bathrooms. */
export const bathsSchema = z.number().check(z.nonnegative("Enter a number that is 0 or more"));

/** A whole number of 0 or more. */
export const countSchema = z.int().check(z.nonnegative("Enter a number that is 0 or more"));

/** A real calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().check(z.refine(isIsoDate, "Enter a real date, like 2026-12-01"));

/** A timestamp with a time zone, like new Date().toISOString() gives. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: "Enter a real date and time, like 2026-12-01T14:30:00Z",
});

/** Either a calendar date or a timestamp. */
export const isoDateOrDateTimeSchema = z.union([isoDateSchema, isoDateTimeSchema], {
  error: "Enter a real date, like 2026-12-01, or a date and time, like 2026-12-01T14:30:00Z",
});

export const artKinds = ["listings", "rentals", "brands", "residences", "properties"] as const;
export type ArtKind = (typeof artKinds)[number];

/**
 * Base path of a generated artwork, without width or extension:
 * "/art/listings/aman-miami-beach". The art script writes sized files from it.
 */
export function artImage(kind: ArtKind) {
  return z
    .string()
    .check(
      z.regex(new RegExp(`^/art/${kind}/[a-z0-9]+(?:-[a-z0-9]+)*$`), `Enter an artwork base path, like /art/${kind}/aman-miami-beach`),
    );
}

/** Alt text for an image: required, a sentence rather than a label. */
export const imageAltSchema = z
  .string()
  .check(
    z.minLength(10, "Describe the picture in at least 10 characters"),
    z.maxLength(300, "Keep the description of the picture to 300 characters or fewer"),
  );
