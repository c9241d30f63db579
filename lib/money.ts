/**
 * Money is integer cents of US dollars everywhere: in data, in storage and in every sum, share
 * and fee (shares in lib/money-shares.ts). Text becomes cents once (`parseMoney`, where a person
 * types) and cents become text once (`formatMoney`, where a page shows them), so no amount is
 * rounded along the way.
 */

/** US money in integer cents: 125_000_050 is $1,250,000.50. */
export type Cents = number;

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

// Amounts reach Intl as decimal strings ("3150E-2"), which it formats exactly, where cents / 100
// would be a binary fraction that rounds wrongly past about $70 trillion.
const decimal = (cents: Cents, places: number) => `${cents}E-${places}` as Intl.StringNumericLiteral;

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" });

const millionsFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** 850_000_000 -> "$8,500,000"; 3_150 -> "$31.50" (cents only when there are some). "" for anything but a safe integer. */
export function formatMoney(amount: Cents): string {
  return Number.isSafeInteger(amount) ? moneyFormat.format(decimal(amount, 2)) : "";
}

/**
 * Figures shown side by side: when any has cents, all show them ("$7.01" and "$3.00", never
 * "$7.01" and "$3").
 */
export function formatMoneyFigures(amounts: readonly Cents[]): string[] {
  const withCents = amounts.some((amount) => amount % 100 !== 0);
  return amounts.map((amount) => formatMoney(amount) + (withCents && amount % 100 === 0 && Number.isSafeInteger(amount) ? ".00" : ""));
}

/** 850_000_000 -> "$8.50M" (escrow and completed totals: millions, 2 decimals). "" for anything but a safe integer. */
export function formatMillions(amount: Cents): string {
  return Number.isSafeInteger(amount) ? `${millionsFormat.format(decimal(amount, 8))}M` : "";
}

/** A non-negative amount as plain text a URL can carry and parseMoney reads back: "1000000" or "1000000.50". */
export function plainAmount(amount: Cents): string {
  const cents = amount % 100;
  return `${(amount - cents) / 100}${cents === 0 ? "" : `.${String(cents).padStart(2, "0")}`}`;
}
