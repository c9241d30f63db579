/**
 * The query parameters the property page's two calculators read, as plain data, so the page's
 * first-load code can tell whether an address carries an estimate without loading the parsers
 * (calculator-params.ts loads zod). A test checks these lists against them.
 */

/** The residence an estimate is for: a featured unit's id; absent for the listing's starting residence. */
export const UNIT_QUERY_KEY = "unit";

export const ESTIMATE_QUERY_PARAMS = ["financing", "down", "rate", "term"] as const;

export const YIELD_QUERY_PARAMS = ["nightly", "occupancy", "owner-nights", "share", "fees", "growth", "appreciation"] as const;

const CALCULATOR_PARAMS: readonly string[] = [UNIT_QUERY_KEY, ...ESTIMATE_QUERY_PARAMS, ...YIELD_QUERY_PARAMS];

/** True when a query ("unit=x&down=25" or "?down=25") names anything either calculator reads. */
export function carriesCalculatorInputs(search: string): boolean {
  const params = new URLSearchParams(search);
  return CALCULATOR_PARAMS.some((key) => params.has(key));
}

/** The monthly-cost estimate of a featured unit: its building's property page with the unit chosen. */
export function unitEstimateHref(unit: { id: string; projectId: string }): string {
  return `/${unit.projectId}/?${new URLSearchParams({ [UNIT_QUERY_KEY]: unit.id })}#monthly-cost`;
}
