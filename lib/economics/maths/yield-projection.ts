import type { Cents } from "@/lib/money";
import type { BasisPoints } from "@/lib/money-shares";
import { YIELD_LIMITS } from "@/lib/schemas/economics-values";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { grow, requireWithin } from "./exact";
import { netYieldBps, rentalYear, type RentalYear } from "./rental-yield";
import { yearlyRunningCosts, type ResidenceCostBasis, type RunningCosts } from "./running-costs";

export const PROJECTION_YEARS = 10;

/** One year of the projection: the year's statement and where the owner stands after it. */
export type ProjectionYear = RentalYear & {
  /** 1 for the first year of ownership. */
  year: number;
  /** Net income on the purchase price, in basis points. */
  netYieldBps: BasisPoints;
  /** The net income of this year and every year before it. */
  cumulativeNetIncome: Cents;
  /** The price grown by the yearly change in value, at the end of this year. */
  estimatedValue: Cents;
};

/**
 * The running costs of year `index + 1`: the first year's lines grown. The service charge, the
 * brand fee and the owner's insurance (priced on the area, like the service charge) grow with the
 * nightly rate, as prices of the same place; property tax is charged on the value and the FF&E
 * reserve is set on it, so they follow the value. Each line is the first year's line x the growth, rounded once.
 */
function costsOfYear(first: RunningCosts, index: number, rateGrowthBps: BasisPoints, appreciationBps: BasisPoints): RunningCosts {
  const serviceCharge = grow(first.serviceCharge, rateGrowthBps, index);
  const brandFee = grow(first.brandFee, rateGrowthBps, index);
  const propertyTax = grow(first.propertyTax, appreciationBps, index);
  const insurance = grow(first.insurance, rateGrowthBps, index);
  const ffeReserve = grow(first.ffeReserve, appreciationBps, index);
  return {
    serviceCharge,
    brandFee,
    propertyTax,
    insurance,
    ffeReserve,
    total: serviceCharge + brandFee + propertyTax + insurance + ffeReserve,
  };
}

/**
 * The rental programme year by year for `years` years (10 by default). The nightly rate grows by
 * `rateGrowthBps` a year and the value by `appreciationBps` (either may be negative); occupancy,
 * owner-use nights, the owner's share and the operator's fees stay as set. Year 1 is exactly
 * simulateRentalYield; year n uses the nightly rate and costs grown n - 1 times, each rounded once
 * from the first year's figure. Every figure is integer cents.
 */
export function projectRentalYield(basis: ResidenceCostBasis, values: YieldValues, years: number = PROJECTION_YEARS): ProjectionYear[] {
  requireWithin("rateGrowthBps", values.rateGrowthBps, YIELD_LIMITS.rateGrowthBps);
  requireWithin("appreciationBps", values.appreciationBps, YIELD_LIMITS.appreciationBps);
  if (!Number.isSafeInteger(years) || years < 1 || years > 50) throw new RangeError("Project from 1 to 50 years");
  const firstCosts = yearlyRunningCosts(basis);
  const projection: ProjectionYear[] = [];
  let cumulativeNetIncome = 0;
  for (let index = 0; index < years; index += 1) {
    const nightlyRateCents = grow(values.nightlyRateCents, values.rateGrowthBps, index);
    const costs = costsOfYear(firstCosts, index, values.rateGrowthBps, values.appreciationBps);
    const year = rentalYear({ ...values, nightlyRateCents }, costs);
    cumulativeNetIncome += year.netIncome;
    projection.push({
      ...year,
      year: index + 1,
      netYieldBps: netYieldBps(year.netIncome, basis.priceCents),
      cumulativeNetIncome,
      estimatedValue: grow(basis.priceCents, values.appreciationBps, index + 1),
    });
  }
  return projection;
}
