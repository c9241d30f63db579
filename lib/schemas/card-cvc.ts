import { cvcLengthFor, type CardBrand } from "./card-brands";
import { asciiDigits } from "./card-number";

/** Security code (CVC) helpers. The code is never stored: not in records, not in storage. */

/** At most 4 digits can be typed (Amex has 4); the brand then decides whether 3 or 4 is right. */
export const MAX_CVC_DIGITS = 4;

/** The field's next value: digits only (full-width ones converted), at most 4. */
export function nextCvcValue(raw: string): string {
  return asciiDigits(raw).replace(/\D/g, "").slice(0, MAX_CVC_DIGITS);
}

export type CvcProblem = "required" | "characters" | "incomplete" | "too-long";

/**
 * The one thing wrong with a security code for a brand, or null. A known brand wants exactly its
 * length (Amex 4, the others 3: a 4-digit code for Visa is wrong); with no brand yet, 3 or 4.
 */
export function cvcProblem(text: string, brand: CardBrand | null): CvcProblem | null {
  const code = asciiDigits(text).trim();
  if (code === "") return "required";
  if (!/^\d+$/.test(code)) return "characters";
  const wanted = cvcLengthFor(brand);
  if (code.length < wanted) return "incomplete";
  if (brand ? code.length > wanted : code.length > MAX_CVC_DIGITS) return "too-long";
  return null;
}
