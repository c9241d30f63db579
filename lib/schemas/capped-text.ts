import * as z from "zod/mini";
import { MAX_LONG_TEXT, MAX_TEXT } from "./fields";

/**
 * Text of at least one character and at most `max`: a contract's fields hold no more than its
 * forms let a person type (MAX_TEXT, or the form's own limit), so a record read from the store, a
 * backup or a signed PDF cannot carry a field long enough to hang the PDF it makes. A stored record
 * over a limit is set aside on read, like any other invalid record.
 */
export function cappedText(name: string, max: number = MAX_TEXT) {
  return z
    .string()
    .check(z.minLength(1, "Enter a value"), z.maxLength(max, `${name} must be ${max.toLocaleString("en-US")} characters or fewer`));
}

/** Optional free text (an empty string is fine) of at most `max` characters. */
export function cappedLongText(name: string, max: number = MAX_LONG_TEXT) {
  return z.string().check(z.maxLength(max, `${name} must be ${max.toLocaleString("en-US")} characters or fewer`));
}

/** A record id or a contract number: letters, digits and hyphens, at most 100 characters. */
export const idText = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9-]+$/, "Enter an id of letters, digits and hyphens"),
    z.maxLength(100, "An id must be 100 characters or fewer"),
  );
