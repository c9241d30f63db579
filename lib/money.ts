/**
 * Money is integer cents of US dollars everywhere: in data, in storage and in every sum, share
 * and fee (shares in lib/money-shares.ts). Text becomes cents once (`parseMoney` in
 * lib/money-input.ts, where a person types) and cents become text once (`formatMoney`, here,
 * where a page shows them), so no amount is rounded along the way. Pages that only show money
 * load only this module.
 */

/** US money in integer cents: 125_000_050 is $1,250,000.50. */
export type Cents = number;

// Amounts reach Intl as decimal strings ("3150E-2"), which it formats exactly, where cents / 100
// would be a binary fraction that rounds wrongly past about $70 trillion.
const decimal = (cents: Cents, places: number) => `${cents}E-${places}` as Intl.StringNumericLiteral;

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" });

const millionsFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** 850_000_000 -> "$8,500,000"; 3_150 -> "$31.50" (cents only when there are some). "" for anything but a safe integer. */
export function formatMoney(amount: Cents): string {
  return Number.isSafeInteger(amount) ? moneyFormat.format(decimal(amount, 2)) : "";
}

/** 850_000_000 -> "$8.50M" (escrow and completed totals: millions, 2 decimals). "" for anything but a safe integer. */
export function formatMillions(amount: Cents): string {
  return Number.isSafeInteger(amount) ? `${millionsFormat.format(decimal(amount, 8))}M` : "";
}
