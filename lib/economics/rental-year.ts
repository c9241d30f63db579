import { estimateRentalRevenue } from "@/lib/facts/rental-revenue";
import type { Cents } from "@/lib/money";
import { shareOf } from "@/lib/money-shares";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { EconomicsInputError, requireWithin } from "./input-error";
import { NIGHTS_IN_YEAR, YIELD_LIMITS } from "./limits";
import type { RunningCosts } from "./running-costs";

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
