import * as z from "zod/mini";
import "./error-map";
import { ESTIMATE_TEXT_FIELDS, YIELD_TEXT_FIELDS, numberOfText, type TextField } from "./economics-text-fields";
import { financingSchema } from "./ownership-estimate";

/**
 * The forms of the property page's two calculators, as typed: each number is the field's text,
 * checked with the field's reader and range (economics-text-fields.ts), with the range's one
 * sentence (economics-values.ts: the maths refuses the same values with the same words), so
 * owner-use nights above 365 read "Enter owner-use nights from 0 to 365, the nights in a year".
 */
function fieldText(field: TextField) {
  return z.string().check(z.refine((text) => numberOfText(field, text) !== null, field.limit.message));
}

/** The monthly-cost estimate: the residence (its id), cash or mortgage, down payment, rate and term. */
export const estimateFormSchema = z.object({
  residence: z.string(),
  financing: financingSchema,
  downPaymentBps: fieldText(ESTIMATE_TEXT_FIELDS.downPaymentBps),
  annualRateBps: fieldText(ESTIMATE_TEXT_FIELDS.annualRateBps),
  termYears: fieldText(ESTIMATE_TEXT_FIELDS.termYears),
});

export type EstimateForm = z.infer<typeof estimateFormSchema>;

/** The yield simulator: the letting terms, the operator's fees and the projection's yearly changes. */
export const yieldFormSchema = z.object({
  nightlyRateCents: fieldText(YIELD_TEXT_FIELDS.nightlyRateCents),
  occupancyBps: fieldText(YIELD_TEXT_FIELDS.occupancyBps),
  ownerUseNights: fieldText(YIELD_TEXT_FIELDS.ownerUseNights),
  ownerShareBps: fieldText(YIELD_TEXT_FIELDS.ownerShareBps),
  operatorFeeBps: fieldText(YIELD_TEXT_FIELDS.operatorFeeBps),
  rateGrowthBps: fieldText(YIELD_TEXT_FIELDS.rateGrowthBps),
  appreciationBps: fieldText(YIELD_TEXT_FIELDS.appreciationBps),
});

export type YieldForm = z.infer<typeof yieldFormSchema>;
