import { exchangeRates } from "@/lib/catalogue/exchange-rates";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { minorDigits } from "./minor-units";

/** Units of each currency one US dollar buys, as decimal text ("0.86"). */
export type RatesPerUsd = Readonly<Record<CurrencyCode, string>>;

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const TEN = BigInt(10);

/** "3.6725" -> 36725 and 4: the rate as an integer over a power of ten. */
function rateParts(text: string): [bigint, number] {
  const [whole = "0", fraction = ""] = text.split(".");
  return [BigInt(whole + fraction), fraction.length];
}

/** numerator / denominator (> 0), rounded once, half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // BigInt division truncates toward zero
  const remainder = numerator % denominator;
  const twiceRemainder = (remainder < ZERO ? -remainder : remainder) * TWO;
  if (twiceRemainder < denominator) return quotient;
  return numerator < ZERO ? quotient - ONE : quotient + ONE;
}

/**
 * An amount in integer minor units of `from` as integer minor units of `to`, at the shipped
 * snapshot's rates (or `rates`): integer maths throughout and one rounding, half away from zero,
 * to the target's own minor unit (cents for the euro, whole yen). NaN for anything but a safe
 * integer in or out, which formats as "".
 */
export function convertMinor(amount: number, from: CurrencyCode, to: CurrencyCode, rates: RatesPerUsd = exchangeRates.perUsd): number {
  if (!Number.isSafeInteger(amount)) return Number.NaN;
  if (from === to) return amount;
  const [fromRate, fromScale] = rateParts(rates[from]);
  const [toRate, toScale] = rateParts(rates[to]);
  // amount / 10^fromDigits / (fromRate / 10^fromScale) * (toRate / 10^toScale) * 10^toDigits
  const numerator = BigInt(amount) * toRate * TEN ** BigInt(fromScale + minorDigits(to));
  const denominator = fromRate * TEN ** BigInt(toScale + minorDigits(from));
  const converted = Number(divideRounded(numerator, denominator));
  return Number.isSafeInteger(converted) ? converted : Number.NaN;
}
