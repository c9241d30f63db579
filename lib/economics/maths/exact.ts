import type { Cents } from "@/lib/money";
import type { BasisPoints } from "@/lib/money-shares";
import { isWithin, type InputLimit } from "@/lib/schemas/economics-values";

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

/**
 * An input the maths cannot use (owner-use nights above the nights in a year, a share over 100%),
 * with the field it came from and a sentence a page can show beside that field.
 */
export class EconomicsInputError extends RangeError {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = "EconomicsInputError";
    this.field = field;
  }
}

/** True for an EconomicsInputError, by its shape, so a page can test for one without the class. */
export function isEconomicsInputError(error: unknown): error is EconomicsInputError {
  return error instanceof Error && error.name === "EconomicsInputError" && typeof (error as { field?: unknown }).field === "string";
}

/** Throws an EconomicsInputError naming `field` unless `value` is a whole number within `limit`. */
export function requireWithin(field: string, value: number, limit: InputLimit): void {
  if (!isWithin(value, limit)) throw new EconomicsInputError(field, limit.message);
}
