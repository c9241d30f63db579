import type { Cents } from "@/lib/money";
import type { BasisPoints } from "@/lib/money-shares";

/**
 * Exact arithmetic for the economics: products and powers are taken in BigInt and a figure is
 * rounded to the cent once, at the end, half away from zero (as lib/money-shares rounds shares).
 */

const WHOLE = 10_000n;

/** numerator / denominator to the nearest whole number, half away from zero: divideRounded(5n, 2n) is 3. */
export function divideRounded(numerator: bigint, denominator: bigint): Cents {
  if (denominator <= 0n) throw new RangeError("Divide by a positive number");
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  const result = Number(numerator < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError("The amount is too large to hold exactly");
  return result;
}

/**
 * `amount` after `years` of compound growth at `rateBps` a year (negative for a fall), rounded
 * once: grow(100_00, 300, 2) is 106_09 ($100 growing 3% a year for two years).
 */
export function grow(amount: Cents, rateBps: BasisPoints, years: number): Cents {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(rateBps) || !Number.isSafeInteger(years)) {
    throw new RangeError("Amounts, rates and years must be whole numbers");
  }
  if (rateBps <= -10_000 || years < 0) throw new RangeError("Growth needs a rate above -100% and 0 or more years");
  const power = BigInt(years);
  return divideRounded(BigInt(amount) * (WHOLE + BigInt(rateBps)) ** power, WHOLE ** power);
}
