import * as z from "zod/mini";
import "./error-map";
import { ESTIMATE_DEFAULTS, ESTIMATE_LIMITS } from "./economics-values";
import { wholeWithin } from "./limit-field";

export const FINANCING_VALUES = ["mortgage", "cash"] as const;

export const financingSchema = z.enum(FINANCING_VALUES, { error: "Choose a mortgage or cash" });

/**
 * The choices of the monthly cost of ownership (the price, area and building come from the
 * listing): cash or a mortgage, the down payment and the annual rate in basis points (3,000 is
 * 30%, 650 is 6.5%) and the term in whole years. A missing value takes its default
 * (ESTIMATE_DEFAULTS); the down payment, rate and term are kept for cash too, unused, so
 * switching back to a mortgage restores them.
 */
export const estimateValuesSchema = z.object({
  financing: z._default(financingSchema, ESTIMATE_DEFAULTS.financing),
  downPaymentBps: z._default(wholeWithin(ESTIMATE_LIMITS.downPaymentBps), ESTIMATE_DEFAULTS.downPaymentBps),
  annualRateBps: z._default(wholeWithin(ESTIMATE_LIMITS.annualRateBps), ESTIMATE_DEFAULTS.annualRateBps),
  termYears: z._default(wholeWithin(ESTIMATE_LIMITS.termYears), ESTIMATE_DEFAULTS.termYears),
});

export type Financing = z.infer<typeof financingSchema>;
export type EstimateValues = z.infer<typeof estimateValuesSchema>;
