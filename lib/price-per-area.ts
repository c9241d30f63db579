import { SQFT_PER_SQUARE_METRE } from "./area";
import { fractionOf } from "./money-shares";

/**
 * An amount for a whole area of `sqft` square feet (a price), per square foot and per square metre,
 * each worked out from the amount and rounded once to the minor unit, half away from zero: per m²
 * is not the rounded per-sq-ft figure x 10.7639 rounded again. 1 m² is 107,639 / 10,000 sq ft.
 * Zeros for no area.
 */
export function amountPerArea(amount: number, sqft: number): { sqft: number; m2: number } {
  if (!(sqft > 0) || !Number.isSafeInteger(amount)) return { sqft: 0, m2: 0 };
  if (!Number.isSafeInteger(sqft)) return { sqft: Math.round(amount / sqft), m2: Math.round((amount * SQFT_PER_SQUARE_METRE) / sqft) };
  return { sqft: fractionOf(amount, 1, sqft), m2: fractionOf(amount, 107_639, sqft * 10_000) };
}
