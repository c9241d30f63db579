/**
 * The currencies prices can be shown in, in the header switch's order, and the area units. Plain
 * lists (no zod): every page showing a price renders one figure per currency from them, and the
 * <head> script checks a stored choice against them. lib/schemas/display-preferences.ts makes the
 * zod enums (and so the types) from the same lists.
 */

export const CURRENCY_CODES = ["USD", "EUR", "GBP", "CHF", "AED", "SGD", "JPY", "HKD"] as const;

/** Every listing's own currency until the data says otherwise, and the site's choice by default. */
export const DEFAULT_CURRENCY = "USD";

/** Names for the switch: "Euro (EUR)". */
export const currencyNames = {
  USD: "US dollar",
  EUR: "Euro",
  GBP: "British pound",
  CHF: "Swiss franc",
  AED: "UAE dirham",
  SGD: "Singapore dollar",
  JPY: "Japanese yen",
  HKD: "Hong Kong dollar",
} as const satisfies Record<(typeof CURRENCY_CODES)[number], string>;

export const AREA_UNITS = ["sqft", "m2"] as const;

export const DEFAULT_AREA_UNIT = "sqft";

/** Short labels, as figures end: "2,400 sq ft", "223 m²". */
export const areaUnitLabels = { sqft: "sq ft", m2: "m²" } as const satisfies Record<(typeof AREA_UNITS)[number], string>;

/** Names for the switch. */
export const areaUnitNames = { sqft: "Square feet", m2: "Square metres" } as const satisfies Record<(typeof AREA_UNITS)[number], string>;
