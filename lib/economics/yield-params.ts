import type { QueryReader } from "@/lib/query-params";
import { yieldValuesSchema, type YieldValues } from "@/lib/schemas/rental-yield";
import { bpsToPercent, centsAsDollarText, dollarsToCents, percentToBps, wholeNumber } from "./url-numbers";
import { readParams, writeParams, type ParamFields, type ParsedParams } from "./url-params";

/**
 * The yield simulator in the URL, so it can be shared:
 * ?nightly=1250.50&occupancy=72.5&owner-nights=14&share=55&fees=10&growth=2&appreciation=-1
 * (the nightly rate in dollars, percentages as written, the two yearly changes signed). The
 * defaults are the building's (yieldDefaultsFor in defaults.ts), so both functions take them.
 */
const percent = { read: (text: string) => percentToBps(text), write: bpsToPercent };
const signedPercent = { read: (text: string) => percentToBps(text, true), write: bpsToPercent };

const yieldFields: ParamFields<YieldValues> = {
  nightlyRateCents: { key: "nightly", read: dollarsToCents, write: centsAsDollarText },
  occupancyBps: { key: "occupancy", ...percent },
  ownerUseNights: { key: "owner-nights", read: wholeNumber, write: String },
  ownerShareBps: { key: "share", ...percent },
  operatorFeeBps: { key: "fees", ...percent },
  rateGrowthBps: { key: "growth", ...signedPercent },
  appreciationBps: { key: "appreciation", ...signedPercent },
};

/** The query parameter of each simulator value. */
export const YIELD_QUERY_KEYS = Object.fromEntries(Object.entries(yieldFields).map(([name, field]) => [name, field.key])) as Record<
  keyof YieldValues,
  string
>;

/**
 * The simulator's values in a URL query, over the building's `defaults`: a missing value takes its
 * default, and one that cannot be used (malformed, hostile, owner-use nights above 365, a share
 * over 100%) takes its default and is named in `fallbacks`.
 */
export function parseYieldParams(params: QueryReader, defaults: YieldValues): ParsedParams<YieldValues> {
  return readParams(params, yieldFields, yieldValuesSchema.shape, defaults);
}

/** The query for `values`, with only what differs from the building's `defaults`. */
export function yieldParams(values: YieldValues, defaults: YieldValues, base?: URLSearchParams): URLSearchParams {
  return writeParams(values, yieldFields, defaults, base);
}
