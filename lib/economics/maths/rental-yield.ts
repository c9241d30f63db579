import { estimateRentalRevenue } from "@/lib/facts/rental-revenue";
import type { Cents } from "@/lib/money";
import { shareOf, type BasisPoints } from "@/lib/money-shares";
import { NIGHTS_IN_YEAR, YIELD_LIMITS } from "@/lib/schemas/economics-values";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { EconomicsInputError, divideRounded, requireWithin } from "./exact";
import { yearlyRunningCosts, type ResidenceCostBasis, type RunningCosts } from "./running-costs";

/** The letting terms of one year: the programme's terms as the person set them. */
export type RentalTerms = Pick<YieldValues, "nightlyRateCents" | "occupancyBps" | "ownerUseNights" | "ownerShareBps" | "operatorFeeBps">;

/** One year in a rental programme, as an owner's statement would show it, top to bottom. */
export type RentalYear = {
  nightlyRateCents: Cents;
  /** The nights of the year less the owner's own nights. */
  nightsAvailable: number;
  /** Whole nights: the nights available x occupancy, rounded to the nearest night. */
  nightsLet: number;
  /** Room revenue: nights let x nightly rate. */
  grossRevenue: Cents;
  /** The owner's share of the room revenue (the operator keeps the rest). */
  ownerShare: Cents;
  /** The operator's fees, a share of the owner's share. */
  operatorFees: Cents;
  /** What reaches the owner: the owner's share less the operator's fees. */
  ownerIncome: Cents;
  /** The running costs of the year (no mortgage). */
  holdingCosts: RunningCosts;
  /** The owner's income less the running costs; negative when letting does not cover them. */
  netIncome: Cents;
};

/**
 * The nights the programme can let: 365 less the owner-use nights. More owner-use nights than
 * the year has is refused with an EconomicsInputError on `ownerUseNights`.
 */
export function nightsAvailable(ownerUseNights: number): number {
  requireWithin("ownerUseNights", ownerUseNights, YIELD_LIMITS.ownerUseNights);
  return NIGHTS_IN_YEAR - ownerUseNights;
}

function requireTerms(terms: RentalTerms): void {
  if (!Number.isSafeInteger(terms.nightlyRateCents) || terms.nightlyRateCents < 0) {
    throw new EconomicsInputError("nightlyRateCents", YIELD_LIMITS.nightlyRateCents.message);
  }
  requireWithin("occupancyBps", terms.occupancyBps, YIELD_LIMITS.occupancyBps);
  requireWithin("ownerShareBps", terms.ownerShareBps, YIELD_LIMITS.ownerShareBps);
  requireWithin("operatorFeeBps", terms.operatorFeeBps, YIELD_LIMITS.operatorFeeBps);
}

/**
 * One year of letting under `terms`, less the year's `holdingCosts`. The reference's net rental
 * income (nights let x nightly rate x owner's share - costs of holding), with whole nights let and
 * the operator's fees taken from the owner's share. Each line is worked out from the lines above
 * it, as shown, and rounded once (the nights to a whole night, money to the cent), so the
 * statement adds up. The first lines (nights available and let, the gross, the owner's share) are
 * the facts section's typical year (estimateRentalRevenue), so the two pages never disagree.
 */
export function rentalYear(terms: RentalTerms, holdingCosts: RunningCosts): RentalYear {
  nightsAvailable(terms.ownerUseNights);
  requireTerms(terms);
  const { nightsAvailable: available, nightsLet, grossCents: grossRevenue, ownerShareCents: ownerShare } = estimateRentalRevenue(terms);
  const operatorFees = shareOf(ownerShare, terms.operatorFeeBps);
  const ownerIncome = ownerShare - operatorFees;
  return {
    nightlyRateCents: terms.nightlyRateCents,
    nightsAvailable: available,
    nightsLet,
    grossRevenue,
    ownerShare,
    operatorFees,
    ownerIncome,
    holdingCosts,
    netIncome: ownerIncome - holdingCosts.total,
  };
}

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
