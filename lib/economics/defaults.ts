import type { BasisPoints } from "@/lib/money-shares";
import { YIELD_ASSUMPTIONS } from "@/lib/schemas/economics-values";
import type { RentalProgramme } from "@/lib/schemas/residence-facts";
import type { YieldValues } from "@/lib/schemas/rental-yield";

/*
 * The calculators' starting values that depend on the building: the FF&E reserve (only where a
 * rental programme exists) and the yield simulator's terms (the building's programme). Plain
 * data, so a page that only computes does not load zod. The values every building shares
 * (ESTIMATE_DEFAULTS, YIELD_ASSUMPTIONS) and every input's range are with the schemas that
 * check them, in lib/schemas/economics-values.ts.
 */

/**
 * The furniture, fixtures and equipment (FF&E) reserve: money set aside each year to replace the
 * furnishings of a residence that guests stay in. The reference research says such a reserve is
 * usual where a rental programme exists and that joining a programme usually requires the
 * operator's FF&E package, so the default applies only to residences with a programme (optional
 * or mandatory: the estimate assumes the owner joins; a page can pass 0 for one who will not).
 *
 * The rate is a share of the value a year rather than of rental revenue, so the monthly cost of
 * ownership does not depend on the letting assumptions of the yield simulator, and it scales with
 * how richly a residence of that price is furnished. 0.5% a year is an illustrative assumption
 * (a furnishing package of about 5% of the price replaced every ten years) and a page showing it
 * says so.
 */
export const FFE_RESERVE_BPS: BasisPoints = 50;

/** The default FF&E reserve for a building's rental programme: FFE_RESERVE_BPS with one, 0 without. */
export function ffeReserveBpsFor(programme: RentalProgramme): BasisPoints {
  return programme.availability === "none" ? 0 : FFE_RESERVE_BPS;
}

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
