import { miamiHoldingCosts } from "@/lib/facts/test-holding-costs";
import type { OfferedProgramme } from "../defaults";
import type { ResidenceCostBasis } from "./running-costs";

/**
 * A residence for the economics tests: $2,850,000 and 2,400 sq ft in a Miami-Dade building
 * (lib/facts/test-holding-costs.ts) with a rental programme.
 */
export const miamiBasis: ResidenceCostBasis = {
  priceCents: 2_850_000_00,
  sqft: 2_400,
  costs: miamiHoldingCosts,
  ffeReserveBps: 50,
};

/** Letting terms for the tests: $1,100 a night, 70% occupancy, 21 owner-use nights, the owner keeps 55%. */
export const miamiTerms = {
  nightlyRateCents: 1_100_00,
  occupancyBps: 7_000,
  ownerUseNights: 21,
  ownerShareBps: 5_500,
  operatorFeeBps: 0,
};

/** yearlyRunningCosts(miamiBasis).total: ($4,631.25 + $3,840 + $240 + $300 + $1,187.50) x 12. */
export const MIAMI_YEARLY_COSTS = 122_385_00;

/** The building's optional programme on the same terms: its owner keeps 55% of $1,100 a night at 70%, with 21 nights of their own. */
export const miamiProgramme: OfferedProgramme = {
  availability: "optional",
  structure: "per-unit",
  ownerShareBps: 5_500,
  ownerUseNights: 21,
  nightlyRateCents: 1_100_00,
  occupancyBps: 7_000,
};
