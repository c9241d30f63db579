import type { QueryReader } from "@/lib/query-params";
import { FINANCING_VALUES, estimateValuesSchema, type EstimateValues, type Financing } from "@/lib/schemas/ownership-estimate";
import { ESTIMATE_DEFAULTS } from "./defaults";
import { bpsToPercent, percentToBps, wholeNumber } from "./url-numbers";
import { readParams, writeParams, type ParamFields, type ParsedParams } from "./url-params";

/**
 * The monthly-cost estimate in the URL, so it can be shared:
 * ?financing=cash&down=25&rate=6.75&term=15 (percentages as written, up to two decimals; the term
 * in years). This module loads zod (the schema checks the ranges); the maths does not.
 */
const estimateFields: ParamFields<EstimateValues> = {
  financing: {
    key: "financing",
    read: (text) => FINANCING_VALUES.find((value): value is Financing => value === text) ?? null,
    write: (value) => value,
  },
  downPaymentBps: { key: "down", read: (text) => percentToBps(text), write: bpsToPercent },
  annualRateBps: { key: "rate", read: (text) => percentToBps(text), write: bpsToPercent },
  termYears: { key: "term", read: wholeNumber, write: String },
};

/** The query parameter of each estimate value. */
export const ESTIMATE_QUERY_KEYS = Object.fromEntries(Object.entries(estimateFields).map(([name, field]) => [name, field.key])) as Record<
  keyof EstimateValues,
  string
>;

/**
 * The estimate's values in a URL query: a missing value takes its default, and a value that cannot
 * be used (NaN, negative, 1e309, "<script>", a 200-digit number, a down payment over 100%, a term
 * of 0 or 100 years) takes its default and is named in `fallbacks`.
 */
export function parseEstimateParams(params: QueryReader, defaults: EstimateValues = ESTIMATE_DEFAULTS): ParsedParams<EstimateValues> {
  return readParams(params, estimateFields, estimateValuesSchema.shape, defaults);
}

/** The query for `values`, with only what differs from the defaults (an empty query for the defaults). */
export function estimateParams(
  values: EstimateValues,
  defaults: EstimateValues = ESTIMATE_DEFAULTS,
  base?: URLSearchParams,
): URLSearchParams {
  return writeParams(values, estimateFields, defaults, base);
}
