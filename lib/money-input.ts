import type { Cents } from "./money-units";

/*
 * Money that comes in as text (what a person types, an amount in a URL) and goes back out as
 * plain text a URL can carry. Apart from lib/money.ts, so a page that only shows money does not
 * load the reading of it.
 */

// "$1,250,000", "1250000", "$ 1,250,000.5": an optional dollar sign, either plain digits or
// correctly grouped thousands, and at most two decimals.
const MONEY_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount typed by a person, cents kept: "$1,250,000.5" gives 125_000_050. Null for
 * anything that is not a plain, non-negative dollar amount: empty text, negatives, letters,
 * "2.5M", badly grouped commas, a third decimal, or an amount too large to hold exactly.
 */
export function parseMoney(text: string): Cents | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  // The digits are joined, never multiplied by 100, so no binary fraction can creep in.
  const cents = Number(`${(match[1] ?? "").replaceAll(",", "")}${(match[2] ?? "").padEnd(2, "0")}`);
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * An amount as plain text a URL can carry and parseMoney reads back: "1000000" or "1000000.50".
 * A negative amount (which parseMoney does not read) has its sign in front: "-1.50".
 */
export function plainAmount(amount: Cents): string {
  if (amount < 0) return `-${plainAmount(-amount)}`;
  const cents = amount % 100;
  return `${(amount - cents) / 100}${cents === 0 ? "" : `.${String(cents).padStart(2, "0")}`}`;
}
