import type { AreaUnit, CurrencyCode } from "@/lib/schemas/display-preferences";
import { convertMinor } from "./convert";
import { formatAmount, type AmountFormat } from "./format";
import { minorDigits } from "./minor-units";

/**
 * An amount in `from` as text in the `shown` currency: exact in its own ("$8,500,000"), "≈" and
 * converted at the shipped rates in any other ("≈ €7,820,000"). For text drawn on the client in one
 * currency at a time (calculators, charts, spoken summaries); pages rendered on the server write
 * every currency at once with components/currency/money.tsx.
 */
export function formatDisplayAmount(amount: number, from: CurrencyCode, shown: CurrencyCode, format: AmountFormat = {}): string {
  if (from === shown) return formatAmount(amount, from, format);
  const text = formatAmount(convertMinor(amount, from, shown), shown, format);
  return text ? `≈ ${text}` : "";
}

/**
 * Figures shown in one column: when any has minor units after conversion, all show them
 * ("€7.01" and "€3.00", never "€7.01" and "€3"), like lib/money-figures.ts does for dollars.
 */
export function formatDisplayFigures(amounts: readonly number[], from: CurrencyCode, shown: CurrencyCode): string[] {
  const scale = 10 ** minorDigits(shown);
  const withMinor = amounts.some((amount) => Number.isSafeInteger(amount) && convertMinor(amount, from, shown) % scale !== 0);
  return amounts.map((amount) => formatDisplayAmount(amount, from, shown, { scale: withMinor ? "cents" : "units" }));
}

/** The display choice as the <html> marks give it (display-marks.ts). */
export type DisplayChoice = { currency: CurrencyCode; area: AreaUnit };
