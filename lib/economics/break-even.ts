import type { RentalTerms } from "./rental-year";
import { rentalYear } from "./rental-year";
import type { RunningCosts } from "./running-costs";

/** The lowest occupancy that covers the year's costs, or "not reachable" when even 100% does not. */
export type BreakEven = { reachable: true; occupancyBps: number; nightsLet: number } | { reachable: false };

/**
 * The break-even occupancy: the lowest occupancy, in whole basis points, at which the year's net
 * income (rentalYear, with the same rounding) is 0 or more. Net income never falls as occupancy
 * rises, so a binary search over 0-100% finds it exactly. `{ reachable: false }` when even 100%
 * of the nights available leaves a loss (or no night can be let).
 */
export function breakEvenOccupancy(terms: RentalTerms, holdingCosts: RunningCosts): BreakEven {
  const netAt = (occupancyBps: number) => rentalYear({ ...terms, occupancyBps }, holdingCosts);
  if (netAt(10_000).netIncome < 0) return { reachable: false };
  let low = 0;
  let high = 10_000;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (netAt(middle).netIncome >= 0) high = middle;
    else low = middle + 1;
  }
  return { reachable: true, occupancyBps: low, nightsLet: netAt(low).nightsLet };
}
