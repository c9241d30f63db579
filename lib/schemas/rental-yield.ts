import * as z from "zod/mini";
import "./error-map";
import { YIELD_ASSUMPTIONS, YIELD_LIMITS } from "./economics-values";
import { wholeWithin } from "./limit-field";

/**
 * The inputs of the rental-programme yield simulator and its projection: the nightly rate in
 * cents, shares and yearly changes in basis points (6,500 is 65%, -150 is -1.5% a year),
 * owner-use nights as a whole number up to the 365 nights of a year. The building's programme
 * gives the first four (yieldDefaultsFor in lib/economics/defaults.ts), so they have no default
 * here; operator fees and the two yearly changes default to YIELD_ASSUMPTIONS.
 */
export const yieldValuesSchema = z.object({
  nightlyRateCents: wholeWithin(YIELD_LIMITS.nightlyRateCents),
  occupancyBps: wholeWithin(YIELD_LIMITS.occupancyBps),
  ownerUseNights: wholeWithin(YIELD_LIMITS.ownerUseNights),
  ownerShareBps: wholeWithin(YIELD_LIMITS.ownerShareBps),
  /** A share of the owner's share, taken by the operator on top of its own share of the revenue. */
  operatorFeeBps: z._default(wholeWithin(YIELD_LIMITS.operatorFeeBps), YIELD_ASSUMPTIONS.operatorFeeBps),
  rateGrowthBps: z._default(wholeWithin(YIELD_LIMITS.rateGrowthBps), YIELD_ASSUMPTIONS.rateGrowthBps),
  appreciationBps: z._default(wholeWithin(YIELD_LIMITS.appreciationBps), YIELD_ASSUMPTIONS.appreciationBps),
});

export type YieldValues = z.infer<typeof yieldValuesSchema>;
