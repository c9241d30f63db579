import { plainAmount } from "@/lib/money-input";
import { bpsToPercent, parsePlainAmount, percentToBps, wholeNumber } from "@/lib/number-text";
import type { QueryReader } from "@/lib/query-params";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import { FINANCING_VALUES, estimateValuesSchema, type EstimateValues, type Financing } from "@/lib/schemas/ownership-estimate";
import { yieldValuesSchema, type YieldValues } from "@/lib/schemas/rental-yield";

/**
 * Calculator inputs in a URL query, both ways, for any set of values: each field has its query key
 * and a strict text reader and writer (lib/number-text.ts), and the calculator's zod schema checks the
 * range. A URL is untrusted input: a value that cannot be read, or that the schema refuses, is
 * replaced by its default and named in `fallbacks`, so the page can say so. A missing or empty
 * parameter simply takes its default; unknown parameters are left alone; of a repeated key the
 * first value counts.
 */

export type ParamField<Value> = {
  /** The query parameter, like "down". */
  key: string;
  /** The value in `text`, or null when it is not strictly of the field's form. */
  read: (text: string) => Value | null;
  write: (value: Value) => string;
};

export type ParamFields<Values> = { [Field in keyof Values]: ParamField<Values[Field]> };

/** The schema of each field (a zod object schema's `shape` fits). */
export type FieldSchemas<Values> = { [Field in keyof Values]: { safeParse: (value: unknown) => { success: boolean } } };

export type ParsedParams<Values> = {
  values: Values;
  /** The fields whose URL value could not be used and so show their default, in field order. */
  fallbacks: (keyof Values & string)[];
};

function fieldNames<Values extends object>(fields: ParamFields<Values>): (keyof Values & string)[] {
  return Object.keys(fields) as (keyof Values & string)[];
}

/** Reads `fields` from `params`: what passes both the reader and the schema, the default otherwise. */
export function readParams<Values extends object>(
  params: QueryReader,
  fields: ParamFields<Values>,
  schemas: FieldSchemas<Values>,
  defaults: Values,
): ParsedParams<Values> {
  const values = { ...defaults };
  const fallbacks: (keyof Values & string)[] = [];
  for (const name of fieldNames(fields)) {
    const text = params.get(fields[name].key);
    if (text === null || text === "") continue;
    const value = fields[name].read(text);
    if (value !== null && schemas[name].safeParse(value).success) values[name] = value;
    else fallbacks.push(name);
  }
  return { values, fallbacks };
}

/**
 * The query for `values`: only the fields that differ from `defaults`, in field order. Given
 * `base`, its other parameters are kept and these fields' keys replaced (removed when at default).
 */
export function writeParams<Values extends object>(
  values: Values,
  fields: ParamFields<Values>,
  defaults: Values,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of fieldNames(fields)) {
    params.delete(fields[name].key);
    if (values[name] !== defaults[name]) params.set(fields[name].key, fields[name].write(values[name]));
  }
  return params;
}

const percent = { read: (text: string) => percentToBps(text), write: bpsToPercent };

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
  downPaymentBps: { key: "down", ...percent },
  annualRateBps: { key: "rate", ...percent },
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

/**
 * The yield simulator in the URL, so it can be shared:
 * ?nightly=1250.50&occupancy=72.5&owner-nights=14&share=55&fees=10&growth=2&appreciation=-1
 * (the nightly rate in dollars, percentages as written, the two yearly changes signed). The
 * defaults are the building's (yieldDefaultsFor in ../defaults.ts), so both functions take them.
 */
const signedPercent = { read: (text: string) => percentToBps(text, true), write: bpsToPercent };

const yieldFields: ParamFields<YieldValues> = {
  nightlyRateCents: { key: "nightly", read: parsePlainAmount, write: plainAmount },
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
