import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import type { Cents } from "@/lib/money";
import type { BasisPoints } from "@/lib/money-shares";
import type { HoldingCosts, ResidenceFacts } from "@/lib/schemas/residence-facts";
import { ffeReserveBpsFor } from "../defaults";
import { divideRounded } from "./exact";

/** A year of running costs or mortgage payments is twelve of its months. */
export const MONTHS_IN_YEAR = 12;

/** What the running costs of one residence depend on: its price (as value), area, building and FF&E reserve. */
export type ResidenceCostBasis = {
  priceCents: Cents;
  sqft: number;
  /** The building's costs of holding (ResidenceFacts.holdingCosts). */
  costs: HoldingCosts;
  /** The FF&E reserve a year on the value (ffeReserveBpsFor(facts.rentalProgramme) by default). */
  ffeReserveBps: BasisPoints;
};

/** The cost basis of a listing or unit (`home`) in its building (`facts`), with the default FF&E reserve. */
export function costBasisOf(
  home: { priceCents: Cents; sqft: number },
  facts: Pick<ResidenceFacts, "holdingCosts" | "rentalProgramme">,
): ResidenceCostBasis {
  return {
    priceCents: home.priceCents,
    sqft: home.sqft,
    costs: facts.holdingCosts,
    ffeReserveBps: ffeReserveBpsFor(facts.rentalProgramme),
  };
}

/** The running costs of a residence (no mortgage), part by part, and their total. */
export type RunningCosts = {
  serviceCharge: Cents;
  brandFee: Cents;
  propertyTax: Cents;
  insurance: Cents;
  ffeReserve: Cents;
  total: Cents;
};

/**
 * The running costs a month: service charge, brand fee, property tax and insurance from
 * estimateHoldingCosts (lib/facts/holding-costs.ts), and the FF&E reserve (its yearly rate on the
 * price over 12 months, rounded once).
 */
export function monthlyRunningCosts(basis: ResidenceCostBasis): RunningCosts {
  const { monthly } = estimateHoldingCosts(basis.costs, basis.priceCents, basis.sqft);
  if (!Number.isSafeInteger(basis.ffeReserveBps) || basis.ffeReserveBps < 0)
    throw new RangeError("The FF&E reserve must be whole basis points");
  const ffeReserve = divideRounded(BigInt(basis.priceCents) * BigInt(basis.ffeReserveBps), BigInt(MONTHS_IN_YEAR) * 10_000n);
  return {
    serviceCharge: monthly.serviceCharge,
    brandFee: monthly.brandFee,
    propertyTax: monthly.propertyTax,
    insurance: monthly.insurance,
    ffeReserve,
    total: monthly.total + ffeReserve,
  };
}

/** `costs` for `months` months, part by part, so a year is exactly twelve of the months shown. */
export function timesMonths(costs: RunningCosts, months: number): RunningCosts {
  return {
    serviceCharge: costs.serviceCharge * months,
    brandFee: costs.brandFee * months,
    propertyTax: costs.propertyTax * months,
    insurance: costs.insurance * months,
    ffeReserve: costs.ffeReserve * months,
    total: costs.total * months,
  };
}

/** The running costs a year: twelve months of monthlyRunningCosts. */
export function yearlyRunningCosts(basis: ResidenceCostBasis): RunningCosts {
  return timesMonths(monthlyRunningCosts(basis), MONTHS_IN_YEAR);
}
