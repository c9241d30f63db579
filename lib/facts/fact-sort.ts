import type { Cents } from "@/lib/money";
import type { SearchFacts } from "./search-facts";
import type { SortOrder } from "@/lib/schemas/search-fact-values";

/** What a record must carry to be sorted. */
export type Sortable = {
  priceCents: Cents;
  facts: Pick<SearchFacts, "stage" | "completion" | "monthlyHoldingCents" | "pricePerSqftCents">;
};

type Compare = (a: Sortable, b: Sortable) => number;

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Off-plan first, the latest completion quarter first; then ready, the most recently completed first. */
const newestCompletion: Compare = (a, b) => {
  if (a.facts.stage !== b.facts.stage) return a.facts.stage === "off-plan" ? -1 : 1;
  return descending(a.facts.completion, b.facts.completion);
};

const comparators: Record<SortOrder, Compare> = {
  "price-asc": (a, b) => a.priceCents - b.priceCents,
  "price-desc": (a, b) => b.priceCents - a.priceCents,
  "price-per-sqft": (a, b) => a.facts.pricePerSqftCents - b.facts.pricePerSqftCents,
  "holding-cost": (a, b) => a.facts.monthlyHoldingCents - b.facts.monthlyHoldingCents,
  "newest-completion": newestCompletion,
};

/** The records in `order` (ties keep their catalogue order), or as they are when no order is chosen. A new array. */
export function sortResults<T extends Sortable>(records: readonly T[], order: SortOrder | undefined): T[] {
  return order ? [...records].sort(comparators[order]) : [...records];
}

type WithSort = { sort?: SortOrder };

/** `filters` in the order `sort`, or in the catalogue's when it is undefined (the key left out). */
export function withSortOrder<F extends WithSort>(filters: F, sort: SortOrder | undefined): F {
  const next = { ...filters };
  if (sort) next.sort = sort;
  else delete next.sort;
  return next;
}

/** The `empty` filters with the sort order of `filters` kept: clearing the filters does not reorder the results. */
export function clearedKeepingSort<F extends WithSort>(empty: F, filters: F): F {
  return withSortOrder(empty, filters.sort);
}
