/**
 * Money is held as whole US dollars (plain numbers) in data and storage.
 * These helpers turn typed text into dollars and dollars into display text.
 */

// "$1,250,000", "1250000", "$ 1,250,000.00": an optional dollar sign, either plain
// digits or correctly grouped thousands, and optional cents.
const MONEY_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount typed by a person. Returns whole dollars (cents are rounded
 * to the nearest dollar) or null for anything that is not a plain,
 * non-negative dollar amount: empty text, negatives, letters, "2.5M",
 * badly grouped commas, or amounts too large to hold exactly.
 */
export function parseMoney(text: string): number | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? "").replaceAll(",", ""));
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  const whole = dollars + Math.round(cents / 100);
  return Number.isSafeInteger(whole) ? whole : null;
}

const dollarFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const millionsFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 8500000 -> "$8,500,000". Non-finite numbers give "". */
export function formatMoney(dollars: number): string {
  if (!Number.isFinite(dollars)) return "";
  return dollarFormat.format(Math.round(dollars));
}

/** 8500000 -> "$8.50M" (escrow and completed totals: millions, 2 decimals). Non-finite numbers give "". */
export function formatMillions(dollars: number): string {
  if (!Number.isFinite(dollars)) return "";
  const sign = dollars < 0 ? "-" : "";
  return `${sign}$${millionsFormat.format(Math.abs(dollars) / 1_000_000)}M`;
}
