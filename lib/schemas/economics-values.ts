/**
 * What the property page's two calculators accept and start from: the range of every input and
 * the sentence that says so, and the starting values. The zod schemas (ownership-estimate.ts,
 * rental-yield.ts, economics-forms.ts) are built from these, and lib/economics imports them from
 * here: its maths refuses the same ranges with the same words (EconomicsInputError), so a page
 * shows one message whichever caught the value. Plain data, no zod, so a page that only computes
 * does not load it.
 */

/** Whole numbers from `min` to `max`, both included; `message` says what to enter. */
export type InputLimit = { min: number; max: number; message: string };

/**
 * The nights of a year in every calculation (the reference's "365 - owner-use nights"), as the
 * facts section counts them (NIGHTS_A_YEAR in lib/facts/rental-revenue.ts; a test checks they agree).
 */
export const NIGHTS_IN_YEAR = 365;

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

/**
 * The monthly-cost estimate starts with a 30-year mortgage at 6.5% and 30% down: lenders usually
 * ask more than the common 20% down on a condominium with hotel services or a rental programme.
 * Illustrative assumptions that a page shows as such.
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
 * programme), and the nightly rate and the value each growing 3% a year. The building's
 * programme gives the other starting values (yieldDefaultsFor in lib/economics/defaults.ts).
 */
export const YIELD_ASSUMPTIONS = {
  operatorFeeBps: 0,
  rateGrowthBps: 300,
  appreciationBps: 300,
} as const;
