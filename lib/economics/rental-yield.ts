import type { Cents } from "@/lib/money";
import type { BasisPoints } from "@/lib/money-shares";
import { breakEvenOccupancy, type BreakEven } from "./break-even";
import { rentalYear, type RentalTerms, type RentalYear } from "./rental-year";
import { divideRounded } from "./rounding";
import { yearlyRunningCosts, type ResidenceCostBasis } from "./running-costs";

/** A year in the rental programme, its net yield on the price and its break-even occupancy. */
export type RentalYield = RentalYear & { netYieldBps: BasisPoints; breakEven: BreakEven };

/** Net income as a share of the price, in basis points rounded once (negative for a loss). */
export function netYieldBps(netIncome: Cents, priceCents: Cents): BasisPoints {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError("The price must be whole cents, more than 0");
  return divideRounded(BigInt(netIncome) * 10_000n, BigInt(priceCents));
}

/**
 * The rental-programme yield of a residence (`basis`) under `terms`: a year of letting less the
 * running costs of the residence (yearlyRunningCosts: service charge, brand fee, property tax,
 * insurance, FF&E reserve; no mortgage, so the yield is on the price as if paid in cash), the net
 * yield on the price and the break-even occupancy. Owner-use nights above 365 throw an
 * EconomicsInputError (see isEconomicsInputError).
 */
export function simulateRentalYield(basis: ResidenceCostBasis, terms: RentalTerms): RentalYield {
  const holdingCosts = yearlyRunningCosts(basis);
  const year = rentalYear(terms, holdingCosts);
  return {
    ...year,
    netYieldBps: netYieldBps(year.netIncome, basis.priceCents),
    breakEven: breakEvenOccupancy(terms, holdingCosts),
  };
}
