import { readParams, writeParams, type ParamFields, type ParsedParams } from "@/lib/economics/url/calculator-params";
import type { QueryReader } from "@/lib/query-params";
import { CROSS_BORDER_DEFAULTS, crossBorderChoiceSchema, type CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { PURCHASE_VEHICLE_VALUES, TAX_RESIDENCE_VALUES } from "@/lib/schemas/cross-border-values";
import { CROSS_BORDER_QUERY } from "./choice-query";

/** Reads text that is exactly one of `values`, else null. */
function oneOf<T extends string>(values: readonly T[]): (text: string) => T | null {
  return (text) => values.find((value) => value === text) ?? null;
}

/**
 * The sheet's choice in the address, with the calculators' reader and writer
 * (lib/economics/url/calculator-params.ts): ?tax-residence=gb&purchase=company. Only what differs
 * from the defaults is written; anything else in the address is kept.
 */
const choiceFields: ParamFields<CrossBorderChoice> = {
  residence: { key: CROSS_BORDER_QUERY.residence, read: oneOf(TAX_RESIDENCE_VALUES), write: String },
  vehicle: { key: CROSS_BORDER_QUERY.vehicle, read: oneOf(PURCHASE_VEHICLE_VALUES), write: String },
};

/** The choice the address holds; a value that is not one of the choices falls back to the default and is named in `fallbacks`. */
export function parseCrossBorderParams(params: QueryReader): ParsedParams<CrossBorderChoice> {
  return readParams(params, choiceFields, crossBorderChoiceSchema.shape, CROSS_BORDER_DEFAULTS);
}

/** The query for `choice`, keeping the other parameters of `base`. */
export function crossBorderParams(choice: CrossBorderChoice, base?: URLSearchParams): URLSearchParams {
  return writeParams(choice, choiceFields, CROSS_BORDER_DEFAULTS, base);
}
