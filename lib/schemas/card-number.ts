import { cardBrands, couldBeSupported, detectBrand, isSupportedBrand, MAX_CARD_DIGITS, type CardBrand } from "./card-brands";

/**
 * Card number helpers: clean what was typed or pasted, group it for display, check it.
 * All pure; the schema in lib/schemas/card-payment.ts turns the problems into messages.
 */

// Spaces of every kind (incl. no-break), hyphens, the dashes people paste from documents, the minus sign.
const SEPARATORS = /[\s\u00a0\u2007\u202f\u2010-\u2015\u2212-]/g;
const FULL_WIDTH_DIGITS = /[\uff10-\uff19]/g;

/** Full-width digits (U+FF10–FF19) become ASCII digits; everything else is left alone. */
export function asciiDigits(text: string): string {
  return text.replace(FULL_WIDTH_DIGITS, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30));
}

/**
 * What a card number really is once separators are ignored (GOV.UK: "allow additional spaces,
 * hyphens and dashes"): "４２４２-4242 4242\u00a04242" -> "4242424242424242". Letters stay, so
 * they can be reported.
 */
export function normaliseCardNumber(text: string): string {
  return asciiDigits(text).replace(SEPARATORS, "");
}

/** Luhn (mod 10) check over a string of digits. False for an empty or non-digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The digit that makes `body` + digit pass Luhn. */
export function luhnCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${body}${digit}`)) return String(digit);
  }
  return "0";
}

/**
 * Groups a normalised number for display: 4-4-4-4 by default, 4-6-5 for Amex
 * ("3782 822463 10005"). Characters past the brand's groups (a pasted 19-digit number) carry on in
 * fours, so nothing is hidden.
 */
export function formatCardNumber(normalised: string, brand: CardBrand | null = detectBrand(normalised)): string {
  const groups = brand ? cardBrands[brand].groups : [4, 4, 4, 4];
  const parts: string[] = [];
  let rest = normalised;
  for (const size of groups) {
    if (rest === "") break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  while (rest !== "") {
    parts.push(rest.slice(0, 4));
    rest = rest.slice(4);
  }
  return parts.join(" ");
}

/** How many digits typing may reach: the brand's length once it is known (15 for Amex), else 16. */
export function typingLimit(digits: string): number {
  const brand = detectBrand(digits);
  return brand ? Math.min(cardBrands[brand].length, MAX_CARD_DIGITS) : MAX_CARD_DIGITS;
}

export type CardInputChange = {
  /**
   * True when several characters arrived at once (paste, drop, autofill). Typing is held to the
   * brand's length; a pasted number is kept whole, so a longer one is shown and reported, never
   * silently cut (CARD-12).
   */
  bulk: boolean;
};

/**
 * The field's next value after an edit: typed non-digits are refused and the digits regrouped;
 * a paste keeps everything but separators (letters included, so they can be reported).
 */
export function nextCardNumberValue(raw: string, { bulk }: CardInputChange): string {
  const normalised = normaliseCardNumber(raw);
  if (bulk && /\D/.test(normalised)) return formatCardNumber(normalised, null);
  let digits = normalised.replace(/\D/g, "");
  if (!bulk) digits = digits.slice(0, typingLimit(digits));
  return formatCardNumber(digits);
}

/** Where the caret goes after regrouping: just after the same number of characters other than spaces. */
export function caretAfter(formatted: string, charactersBefore: number): number {
  if (charactersBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== " ") seen += 1;
    if (seen === charactersBefore) return index + 1;
  }
  return formatted.length;
}

export type CardNumberProblem = "required" | "characters" | "unsupported" | "too-long" | "incomplete" | "length" | "luhn";

/**
 * The one thing wrong with a card number, or null when it is acceptable. In order: empty;
 * anything but digits; a brand we do not accept; more than 16 digits; still being typed
 * (fewer than 12 digits, or a prefix shared by several brands); the wrong length for its brand;
 * a failed Luhn check.
 */
export function cardNumberProblem(text: string): CardNumberProblem | null {
  const number = normaliseCardNumber(text.trim());
  if (number === "") return "required";
  if (/\D/.test(number)) return "characters";
  const brand = detectBrand(number);
  if (!isSupportedBrand(brand) && (brand !== null || !couldBeSupported(number))) return "unsupported";
  if (number.length > MAX_CARD_DIGITS) return "too-long";
  if (brand === null || number.length < 12) return "incomplete";
  if (number.length !== cardBrands[brand].length) return "length";
  if (!luhnValid(number)) return "luhn";
  return null;
}

/**
 * True when the number has just reached its brand's full length and fails Luhn: the one error
 * shown while typing (Stripe flags a finished number at once; "incomplete" never shows early).
 */
export function failsLuhnAtFullLength(text: string): boolean {
  return cardNumberProblem(text) === "luhn";
}

/** The brand of what is in the field (typed or pasted). */
export function brandOf(text: string): CardBrand | null {
  return detectBrand(normaliseCardNumber(text).replace(/\D/g, ""));
}

/** The last four digits, the only part of a number that is ever kept. */
export function lastFour(text: string): string {
  return normaliseCardNumber(text).replace(/\D/g, "").slice(-4);
}
