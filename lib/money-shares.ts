import type { BasisPoints, Cents } from "./money-units";

export type { BasisPoints };

/**
 * Shares of an amount of money: a rate of it, and a split in two that always adds up. Rates are
 * integer basis points and the product is taken in BigInt, so every share is exact until it is
 * rounded to the cent, once, half away from zero.
 */

const WHOLE = 10_000n;

/** `rate` of `amount`, to the nearest cent: shareOf(4_500, 7_000) is 3_150 (70% of $45.00 is $31.50). */
export function shareOf(amount: Cents, rate: BasisPoints): Cents {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(rate)) throw new RangeError("Amounts and rates must be whole numbers");
  const product = BigInt(amount) * BigInt(rate);
  const rest = product % WHOLE;
  const away = 2n * (rest < 0n ? -rest : rest) >= WHOLE ? (product < 0n ? -1n : 1n) : 0n;
  const share = Number(product / WHOLE + away);
  if (!Number.isSafeInteger(share)) throw new RangeError("The share is too large to hold exactly");
  return share;
}

/** `amount` in two: `rate` of it (as shareOf rounds it) and the rest, which add up to exactly `amount`. */
export function splitAmount(amount: Cents, rate: BasisPoints): [Cents, Cents] {
  const first = shareOf(amount, rate);
  return [first, amount - first];
}
