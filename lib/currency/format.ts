import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { minorDigits } from "./minor-units";

export type AmountFormat = {
  /** "$8,500,000" (the default) or "USD 8,500,000", which says the currency in every locale. */
  display?: "symbol" | "code";
  /**
   * "units" (the default): cents only when there are some. "millions": "$8.50M" (escrow and
   * completed totals). "whole": to the nearest whole unit (estimates: "about $12,346 a month").
   * "cents": always the minor digits, so figures in one column line up ("$1,392.00").
   */
  scale?: "units" | "millions" | "whole" | "cents";
};

const formats = new Map<string, Intl.NumberFormat>();

type Scale = NonNullable<AmountFormat["scale"]>;

function fractionOptions(scale: Scale, currency: CurrencyCode): Intl.NumberFormatOptions {
  if (scale === "millions") return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (scale === "whole") return { minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: "halfExpand" };
  if (scale === "cents") return { minimumFractionDigits: minorDigits(currency) };
  return { trailingZeroDisplay: "stripIfInteger" };
}

function numberFormat(currency: CurrencyCode, display: "symbol" | "code", scale: Scale): Intl.NumberFormat {
  const key = `${currency} ${display} ${scale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: display, ...fractionOptions(scale, currency) });
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
  const text = numberFormat(currency, display, scale).format(`${amount}E-${places}` as Intl.StringNumericLiteral);
  return millions ? `${text}M` : text;
}
