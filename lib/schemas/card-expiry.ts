import { asciiDigits } from "./card-number";

/**
 * Expiry dates as MM/YY: formatting while typing (jquery.payment's habits) and the checks
 * (GOV.UK Pay: the current month is valid; Adyen: at most 30 years ahead).
 */

/** Cards expire at most this many years ahead (Adyen's window). */
export const MAX_EXPIRY_YEARS = 30;

export type ExpiryInputChange = {
  /** The field's value before the edit, to tell deleting from typing. */
  previous: string;
  /** Several characters at once (paste, autofill): digits beyond 4 are kept and reported, not cut. */
  bulk: boolean;
};

/**
 * The field's next value after an edit. Typing "4" gives "04/", "1" waits for a second digit,
 * "1/" gives "01/", "1228" gives "12/28". Deleting never re-adds the slash, so backspace works.
 * Typing stops at 4 digits; a paste keeps every digit so "12/2030" is shown and reported.
 */
export function nextExpiryValue(raw: string, { previous, bulk }: ExpiryInputChange): string {
  const text = asciiDigits(raw);
  const deleting = text.length < previous.length;
  if (!deleting && /^\s*\d\s*\/\s*$/.test(text)) return `0${text.trim().charAt(0)}/`;
  let digits = text.replace(/\D/g, "");
  if (!bulk) digits = digits.slice(0, 4);
  if (digits === "") return "";
  if (deleting) return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 1) return Number(digits) > 1 ? `0${digits}/` : digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type Expiry = { month: number; year: number };

export type ExpiryProblem = "required" | "incomplete" | "format" | "month" | "past" | "too-far";

const COMPLETE = /^(\d{1,2})\/(\d{2})$/;
// What a person on the way to MM/YY may have: "1", "11", "11/", "11/2".
const PARTIAL = /^\d{1,2}(\/\d?)?$/;

/** Reads "MM/YY" (spaces ignored, full-width digits allowed) as a month and a four-digit year; null otherwise. */
export function parseExpiry(text: string): Expiry | null {
  const match = COMPLETE.exec(asciiDigits(text).replace(/\s/g, ""));
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** True when the card's month is before the current one (a card works to the end of its month). */
export function isExpired({ month, year }: Expiry, now: Date): boolean {
  return year * 12 + month < now.getFullYear() * 12 + (now.getMonth() + 1);
}

/** True when the year is more than 30 years ahead. */
export function isTooFar({ year }: Expiry, now: Date): boolean {
  return year > now.getFullYear() + MAX_EXPIRY_YEARS;
}

/** The one thing wrong with an expiry date at `now` (local time), or null when it is acceptable. */
export function expiryProblem(text: string, now: Date): ExpiryProblem | null {
  const compact = asciiDigits(text).replace(/\s/g, "");
  if (compact === "") return "required";
  const expiry = parseExpiry(compact);
  if (!expiry) return PARTIAL.test(compact) ? "incomplete" : "format";
  if (expiry.month < 1 || expiry.month > 12) return "month";
  if (isExpired(expiry, now)) return "past";
  if (isTooFar(expiry, now)) return "too-far";
  return null;
}
