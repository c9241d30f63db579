import { formatMoney, type Cents } from "./money";

/**
 * Figures shown side by side (a split, a column of fees, a contract's terms): when any has cents,
 * all show them ("$7.01" and "$3.00", never "$7.01" and "$3"). Apart from lib/money.ts, which
 * every page showing a price loads.
 */
export function formatMoneyFigures(amounts: readonly Cents[]): string[] {
  const withCents = amounts.some((amount) => amount % 100 !== 0);
  return amounts.map((amount) => formatMoney(amount) + (withCents && amount % 100 === 0 && Number.isSafeInteger(amount) ? ".00" : ""));
}
