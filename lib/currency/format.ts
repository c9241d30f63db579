import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { minorDigits } from "./minor-units";

export type AmountFormat = {
  /** "$8,500,000" (the default) or "USD 8,500,000", which says the currency in every locale. */
  display?: "symbol" | "code";
  /** "$8.50M": millions with two decimals (escrow and completed totals). */
  scale?: "units" | "millions";
};

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: CurrencyCode, display: "symbol" | "code", millions: boolean): Intl.NumberFormat {
  const key = `${currency} ${display} ${millions}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      "en-US",
      millions
        ? { style: "currency", currency, currencyDisplay: display, minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { style: "currency", currency, currencyDisplay: display, trailingZeroDisplay: "stripIfInteger" },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * Integer minor units of `currency` as text, by Intl.NumberFormat only: 850_000_000 USD ->
 * "$8,500,000", 3_150 USD -> "$31.50" (cents only when there are some), 1_317_500_000 JPY ->
 * "¥1,317,500,000". "" for anything but a safe integer, so a bad value never breaks a page.
 */
export function formatAmount(amount: number, currency: CurrencyCode, { display = "symbol", scale = "units" }: AmountFormat = {}): string {
  if (!Number.isSafeInteger(amount)) return "";
  const millions = scale === "millions";
  // Amounts reach Intl as decimal strings ("3150E-2"), which it formats exactly, where 3150 / 100
  // would be a binary fraction that rounds wrongly past about $70 trillion.
  const places = minorDigits(currency) + (millions ? 6 : 0);
  const text = numberFormat(currency, display, millions).format(`${amount}E-${places}` as Intl.StringNumericLiteral);
  return millions ? `${text}M` : text;
}
