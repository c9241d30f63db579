import { minorDigits } from "@/lib/currency/minor-units";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";

const formats = new Map<CurrencyCode, Intl.NumberFormat>();

function compactFormat(currency: CurrencyCode): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    formats.set(currency, format);
  }
  return format;
}

/**
 * An axis label for an amount in minor units of `currency`: "$120K", "-$40K", "€1.2M", "¥18M". Only
 * for a chart's scale, whose exact figures are in the table beside it; the float is fine for a label.
 */
export function formatAxisMoney(amount: number, currency: CurrencyCode = "USD"): string {
  if (!Number.isSafeInteger(amount)) return "";
  return compactFormat(currency).format(amount / 10 ** minorDigits(currency));
}
