/**
 * Card brands by IIN (the leading digits), after Adyen's brand table and the GOV.UK Pay
 * pattern. Four brands are accepted (Visa, Mastercard, American Express, Discover); JCB,
 * Diners Club and UnionPay are recognised only so the person hears "This card type is not
 * accepted" rather than a puzzling length or checksum message.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "jcb" | "diners" | "unionpay";

export type SupportedCardBrand = "visa" | "mastercard" | "amex" | "discover";

/** An inclusive range of IIN prefixes with a fixed number of digits: [2221, 2720] means 2221…2720. */
type IinRange = readonly [low: number, high: number];

export type BrandSpec = {
  name: string;
  ranges: readonly IinRange[];
  /** The one length a number of this brand has (we cap at 16 digits, so no 19-digit Visa). */
  length: number;
  /** Digit groups for display: 4-4-4-4, or 4-6-5 for Amex. */
  groups: readonly number[];
  cvcLength: number;
  /** Where the security code is, as the CVC hint says it (GOV.UK: never "CVV"). */
  cvcHint: string;
};

const BACK = "3 digits on back of card";
const FRONT = "4 digits on front of card";
const FOURS = [4, 4, 4, 4] as const;

export const cardBrands: Readonly<Record<CardBrand, BrandSpec>> = {
  visa: { name: "Visa", ranges: [[4, 4]], length: 16, groups: FOURS, cvcLength: 3, cvcHint: BACK },
  mastercard: {
    name: "Mastercard",
    ranges: [
      [51, 55],
      [2221, 2720],
    ],
    length: 16,
    groups: FOURS,
    cvcLength: 3,
    cvcHint: BACK,
  },
  amex: {
    name: "American Express",
    ranges: [
      [34, 34],
      [37, 37],
    ],
    length: 15,
    groups: [4, 6, 5],
    cvcLength: 4,
    cvcHint: FRONT,
  },
  discover: {
    name: "Discover",
    ranges: [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    length: 16,
    groups: FOURS,
    cvcLength: 3,
    cvcHint: BACK,
  },
  jcb: { name: "JCB", ranges: [[3528, 3589]], length: 16, groups: FOURS, cvcLength: 3, cvcHint: BACK },
  diners: {
    name: "Diners Club",
    ranges: [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
    length: 14,
    groups: [4, 6, 4],
    cvcLength: 3,
    cvcHint: BACK,
  },
  unionpay: { name: "UnionPay", ranges: [[62, 62]], length: 16, groups: FOURS, cvcLength: 3, cvcHint: BACK },
};

export const supportedBrands: readonly SupportedCardBrand[] = ["visa", "mastercard", "amex", "discover"];

export const allBrands = Object.keys(cardBrands) as CardBrand[];

/** The most digits any accepted number has. A longer number is reported, never cut. */
export const MAX_CARD_DIGITS = 16;

/** The security code hint when no brand is known yet. */
export const DEFAULT_CVC_HINT = BACK;

export function isSupportedBrand(brand: CardBrand | null): brand is SupportedCardBrand {
  return brand !== null && (supportedBrands as readonly string[]).includes(brand);
}

/** Whether the digits typed so far could still fall inside the range (a shorter prefix) or do (a longer one). */
function rangeAdmits([low, high]: IinRange, digits: string): boolean {
  const width = String(low).length;
  if (digits.length >= width) {
    const head = Number(digits.slice(0, width));
    return head >= low && head <= high;
  }
  const smallest = Number(digits.padEnd(width, "0"));
  const largest = Number(digits.padEnd(width, "9"));
  return largest >= low && smallest <= high;
}

/** Every brand the digits could still belong to. */
export function candidateBrands(digits: string): CardBrand[] {
  if (!/^\d+$/.test(digits)) return [];
  return allBrands.filter((brand) => cardBrands[brand].ranges.some((range) => rangeAdmits(range, digits)));
}

/**
 * The brand of a number (or of its first digits) by IIN, or null when none or several brands
 * still match ("3" could be Amex, JCB or Diners: Stripe also answers unknown then).
 */
export function detectBrand(digits: string): CardBrand | null {
  const candidates = candidateBrands(digits);
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** Whether an accepted brand could still match these digits. */
export function couldBeSupported(digits: string): boolean {
  return candidateBrands(digits).some((brand) => isSupportedBrand(brand));
}

/** The security code length a brand uses; 3 when unknown. */
export function cvcLengthFor(brand: CardBrand | null): number {
  return brand ? cardBrands[brand].cvcLength : 3;
}

/** The hint under the security code field: "3 digits on back of card" or, for Amex, "4 digits on front of card". */
export function cvcHintFor(brand: CardBrand | null): string {
  return brand ? cardBrands[brand].cvcHint : DEFAULT_CVC_HINT;
}

/** "Visa", "American Express"…; "Card" for none. */
export function brandName(brand: string | null | undefined): string {
  return brand && brand in cardBrands ? cardBrands[brand as CardBrand].name : "Card";
}
