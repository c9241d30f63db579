import { NIGHTS_A_YEAR } from "@/lib/facts/rental-revenue";

/**
 * The range of every input of the two calculators and the sentence that says so. The zod
 * schemas (lib/schemas/ownership-estimate.ts, lib/schemas/rental-yield.ts) are built from these
 * and the maths refuses the same ranges with the same words (EconomicsInputError), so a page
 * shows one message whichever caught the value. Plain data: no zod here.
 */

/** Whole numbers from `min` to `max`, both included; `message` says what to enter. */
export type InputLimit = { min: number; max: number; message: string };

/** The nights of a year in every calculation (the reference's "365 - owner-use nights"), as the facts section counts them. */
export const NIGHTS_IN_YEAR = NIGHTS_A_YEAR;

export const ESTIMATE_LIMITS = {
  downPaymentBps: { min: 0, max: 10_000, message: "Enter a down payment from 0% to 100%" },
  annualRateBps: { min: 0, max: 2_500, message: "Enter an interest rate from 0% to 25%" },
  termYears: { min: 1, max: 40, message: "Enter a term from 1 to 40 years" },
} as const satisfies Record<string, InputLimit>;

export const YIELD_LIMITS = {
  nightlyRateCents: { min: 1, max: 100_000_00, message: "Enter a nightly rate from $0.01 to $100,000" },
  occupancyBps: { min: 0, max: 10_000, message: "Enter an occupancy from 0% to 100%" },
  ownerUseNights: {
    min: 0,
    max: NIGHTS_IN_YEAR,
    message: `Enter owner-use nights from 0 to ${NIGHTS_IN_YEAR}, the nights in a year`,
  },
  ownerShareBps: { min: 0, max: 10_000, message: "Enter the owner's share from 0% to 100%" },
  operatorFeeBps: { min: 0, max: 10_000, message: "Enter operator fees from 0% to 100% of the owner's share" },
  rateGrowthBps: { min: -2_000, max: 2_000, message: "Enter a yearly change in the nightly rate from -20% to 20%" },
  appreciationBps: { min: -2_000, max: 2_000, message: "Enter a yearly change in the value from -20% to 20%" },
} as const satisfies Record<string, InputLimit>;

/** True for a whole number within `limit`. */
export function isWithin(value: number, limit: InputLimit): boolean {
  return Number.isSafeInteger(value) && value >= limit.min && value <= limit.max;
}
