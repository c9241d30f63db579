/**
 * The /residences search: its filters in the URL, the matching, the order and the counts. Pure, no
 * React; the units and options come from the catalogue (lib/residences/searchable-residences.ts).
 *
 * /residences/?building=aman-miami-beach&status=ready&programme=pooled&service=kids-club&sort=price-asc.
 * Unknown values are dropped and reported by parameter name in `ignored`.
 */
import {
  activeFactFilterCount,
  appendFactQuery,
  FACT_QUERY_KEYS,
  factChoicesOf,
  matchesFactFilters,
  parseFactQuery,
  type FactChoices,
  type FactOffer,
  type FactOption,
} from "@/lib/facts/fact-filters";
import { choiceCounts, factOptionCounts, type FactOptionCounts } from "@/lib/facts/fact-option-counts";
import { sortResults } from "@/lib/facts/fact-sort";
import type { SearchFacts } from "@/lib/facts/search-facts";
import { SORT_ORDER_VALUES } from "@/lib/schemas/search-fact-values";
import { pickOne, wasIgnored, type QueryReader } from "@/lib/query-params";
import type { ResidenceFilters } from "@/lib/schemas/filters";
import type { Residence } from "@/lib/schemas/residence";

export type { ResidenceFilters };

/** What a unit must carry to be filtered and sorted: its building (projectId), its price and its building's search facts. */
export type FilterableResidence = Pick<Residence, "id" | "projectId" | "priceCents"> & { facts: SearchFacts };

/** The values a /residences search may take: the buildings (value: projectId) and the fact choices. */
export type ResidenceSearchOptions = { buildings: readonly FactOption[]; facts: FactChoices };

/**
 * The fact filters of /residences: status and services; the rental programme by its structure, as
 * every featured building offers an optional one. The operator is left out: here it names the
 * building, which has its own filter.
 */
export const RESIDENCE_FACT_OFFER: FactOffer = { stage: true, programmes: ["pooled", "per-unit"], services: true };

export const RESIDENCE_QUERY_KEYS = {
  building: "building",
  ...FACT_QUERY_KEYS,
  sort: "sort",
} as const satisfies Record<keyof ResidenceFilters, string>;

export type ResidenceQueryKey = (typeof RESIDENCE_QUERY_KEYS)[keyof typeof RESIDENCE_QUERY_KEYS];

export const EMPTY_RESIDENCE_FILTERS: ResidenceFilters = {};

/** The options of a /residences search, from its units and their buildings' names (by projectId, in the units' order). */
export function residenceSearchOptionsFor(
  residences: readonly FilterableResidence[],
  buildingNames: Readonly<Record<string, string>>,
): ResidenceSearchOptions {
  const projects = [...new Set(residences.map((residence) => residence.projectId))];
  return {
    buildings: projects.map((projectId) => ({ value: projectId, label: buildingNames[projectId] ?? projectId })),
    facts: factChoicesOf(residences, RESIDENCE_FACT_OFFER),
  };
}

export function parseResidenceQuery(
  params: QueryReader,
  options: ResidenceSearchOptions,
): { filters: ResidenceFilters; ignored: ResidenceQueryKey[] } {
  const keys = RESIDENCE_QUERY_KEYS;
  const building = pickOne(
    params,
    keys.building,
    options.buildings.map((option) => option.value),
  );
  const facts = parseFactQuery(params, options.facts);
  const sort = pickOne(params, keys.sort, SORT_ORDER_VALUES);
  const filters: ResidenceFilters = { ...facts.filters };
  if (building) filters.building = building;
  if (sort) filters.sort = sort;
  const ignored: ResidenceQueryKey[] = [];
  if (wasIgnored(params, keys.building, building !== undefined)) ignored.push(keys.building);
  ignored.push(...facts.ignored);
  if (wasIgnored(params, keys.sort, sort !== undefined)) ignored.push(keys.sort);
  return { filters, ignored };
}

/** The canonical query: building, the fact filters, then the sort order; defaults left out. */
export function toResidenceQuery(filters: ResidenceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.building) params.set(RESIDENCE_QUERY_KEYS.building, filters.building);
  appendFactQuery(params, filters);
  if (filters.sort) params.set(RESIDENCE_QUERY_KEYS.sort, filters.sort);
  return params;
}

/** How many filters are set (each service once; the sort order is not a filter). */
export function activeResidenceFilterCount(filters: ResidenceFilters): number {
  return (filters.building ? 1 : 0) + activeFactFilterCount(filters);
}

export function matchesResidenceFilters(residence: FilterableResidence, filters: ResidenceFilters): boolean {
  if (filters.building && residence.projectId !== filters.building) return false;
  return matchesFactFilters(residence, filters);
}

/** The units that pass every filter, in the chosen order (else the catalogue's, building by building). */
export function residenceResults<T extends FilterableResidence>(residences: readonly T[], filters: ResidenceFilters): T[] {
  return sortResults(
    residences.filter((residence) => matchesResidenceFilters(residence, filters)),
    filters.sort,
  );
}

export type ResidenceOptionCounts = FactOptionCounts & { building: Record<string, number> };

/** How many units each choice of each filter would leave, given the other filters set. */
export function residenceOptionCounts(
  residences: readonly FilterableResidence[],
  filters: ResidenceFilters,
  options: ResidenceSearchOptions,
): ResidenceOptionCounts {
  const building = choiceCounts(
    residences,
    filters,
    matchesResidenceFilters,
    "building",
    options.buildings.map((option) => option.value),
  );
  return { ...factOptionCounts(residences, filters, matchesResidenceFilters, options.facts), building };
}

/** A /residences URL query read and applied: its filters, the parameters left out, and the units it shows in order. */
export function searchResidences<T extends FilterableResidence>(
  params: QueryReader,
  residences: readonly T[],
  options: ResidenceSearchOptions,
) {
  const { filters, ignored } = parseResidenceQuery(params, options);
  return { filters, ignored, results: residenceResults(residences, filters) };
}
