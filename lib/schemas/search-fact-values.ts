/**
 * The vocabularies of searching by the residence facts (the filters and sorts of /buy,
 * /residences and /rent) as plain tuples and labels, so the search pages ship no zod.
 */

/**
 * How a search narrows by rental programme: offered (optional or mandatory) or none, as /buy
 * asks; or by the programme's structure, where every residence shown has one (/residences).
 */
export const PROGRAMME_FILTER_VALUES = ["offered", "none", "pooled", "per-unit"] as const;
export type ProgrammeFilter = (typeof PROGRAMME_FILTER_VALUES)[number];
export const programmeFilterLabels: Record<ProgrammeFilter, string> = {
  offered: "Offered",
  none: "None",
  pooled: "Rental pool",
  "per-unit": "Per unit",
};

/** The orders a search can sort by; no sort keeps the catalogue's own order. */
export const SORT_ORDER_VALUES = ["price-asc", "price-desc", "price-per-sqft", "holding-cost", "newest-completion"] as const;
export type SortOrder = (typeof SORT_ORDER_VALUES)[number];
export const sortOrderLabels: Record<SortOrder, string> = {
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "price-per-sqft": "Price per sq ft: low to high",
  "holding-cost": "Monthly holding cost: low to high",
  "newest-completion": "Completion: newest first",
};
