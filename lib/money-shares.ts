import type { BasisPoints, Cents } from "./money-units";

export type { BasisPoints };

/**
 * Shares of an amount of money: a rate of it, and a split in two that always adds up. Rates are
 * integer basis points and the product is taken in BigInt, so every share is exact until it is
 * rounded to the cent, once, half away from zero.
 */

const WHOLE = 10_000;

/**
 * `amount` x `numerator` / `denominator`, to the nearest cent, half away from zero: the product is
 * taken in BigInt, so nothing is lost before that one rounding. fractionOf(403_000, 850_000, 100_000_000)
 * is 3_426 ($8,500 a year per $1M on $4,030 is $34.255, then $34.26).
 */
export function fractionOf(amount: Cents, numerator: number, denominator: number): Cents {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(numerator)) throw new RangeError("Amounts and rates must be whole numbers");
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError("The denominator must be a whole number above 0");
  const whole = BigInt(denominator);
  const product = BigInt(amount) * BigInt(numerator);
  const rest = product % whole;
  const away = 2n * (rest < 0n ? -rest : rest) >= whole ? (product < 0n ? -1n : 1n) : 0n;
  const share = Number(product / whole + away);
  if (!Number.isSafeInteger(share)) throw new RangeError("The share is too large to hold exactly");
  return share;
}

/** `rate` of `amount`, to the nearest cent: shareOf(4_500, 7_000) is 3_150 (70% of $45.00 is $31.50). */
export function shareOf(amount: Cents, rate: BasisPoints): Cents {
  return fractionOf(amount, rate, WHOLE);
}

/** `amount` in two: `rate` of it (as shareOf rounds it) and the rest, which add up to exactly `amount`. */
export function splitAmount(amount: Cents, rate: BasisPoints): [Cents, Cents] {
  const first = shareOf(amount, rate);
  return [first, amount - first];
}
