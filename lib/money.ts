import { formatAmount } from "@/lib/currency/format";

/**
 * Money is integer cents of US dollars everywhere: in data, in storage and in every sum, share
 * and fee (shares in lib/money-shares.ts). Text becomes cents once (`parseMoney` in
 * lib/money-input.ts, where a person types) and cents become text once (`formatMoney`, here,
 * where a page shows them), so no amount is rounded along the way. Figures shown in the visitor's
 * currency go through lib/currency (convert, then format) and components/currency/money.tsx.
 */

export type { Cents } from "./money-units";
import type { Cents } from "./money-units";

/** 850_000_000 -> "$8,500,000"; 3_150 -> "$31.50" (cents only when there are some). "" for anything but a safe integer. */
export function formatMoney(amount: Cents): string {
  return formatAmount(amount, "USD");
}

/** 850_000_000 -> "$8.50M" (escrow and completed totals: millions, 2 decimals). "" for anything but a safe integer. */
export function formatMillions(amount: Cents): string {
  return formatAmount(amount, "USD", { scale: "millions" });
}
