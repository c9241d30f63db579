import type { RentalProgramme } from "@/lib/schemas/residence-facts";
import type { YieldValues } from "@/lib/schemas/rental-yield";

/**
 * The starting values of the two calculators. Illustrative assumptions that a page shows as such;
 * plain data, so a page that only computes does not load zod. (The schemas take their defaults
 * from here, so these constants are not typed by them; a test checks that the schemas accept them.)
 */

/**
 * The monthly-cost estimate starts with a 30-year mortgage at 6.5% and 30% down: lenders usually
 * ask more than the common 20% down on a condominium with hotel services or a rental programme.
 */
export const ESTIMATE_DEFAULTS = {
  financing: "mortgage",
  downPaymentBps: 3_000,
  annualRateBps: 650,
  termYears: 30,
} as const;

/**
 * The yield simulator's assumptions that no building states: no operator fees beyond the
 * operator's share of the revenue (the building's split already pays for running the
 * programme), and the nightly rate and the value each growing 3% a year.
 */
export const YIELD_ASSUMPTIONS = {
  operatorFeeBps: 0,
  rateGrowthBps: 300,
  appreciationBps: 300,
} as const;

/** A rental programme a residence can join (not "none"). */
export type OfferedProgramme = Exclude<RentalProgramme, { availability: "none" }>;

/** The yield simulator's starting values for a building: its programme's terms and YIELD_ASSUMPTIONS. */
export function yieldDefaultsFor(programme: OfferedProgramme): YieldValues {
  return {
    nightlyRateCents: programme.nightlyRateCents,
    occupancyBps: programme.occupancyBps,
    ownerUseNights: programme.ownerUseNights,
    ownerShareBps: programme.ownerShareBps,
    ...YIELD_ASSUMPTIONS,
  };
}
