import type { CurrencyCode } from "@/lib/schemas/display-preferences";

const digitsByCurrency = new Map<CurrencyCode, number>();

/**
 * How many digits a currency's minor unit has, as Intl knows it: 2 for the dollar and the euro
 * (cents), 0 for the yen. Amounts are integers of this unit: 850_000_000 USD is $8,500,000.00,
 * 1_317_500_000 JPY is ¥1,317,500,000.
 */
export function minorDigits(currency: CurrencyCode): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}
