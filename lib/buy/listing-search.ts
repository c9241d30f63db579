/**
 * The whole /buy search, from a URL query to the listings shown in order: what the page shows,
 * and what anything else that counts a /buy search's matches (a saved search) must call so that
 * its count agrees with the page. Pure, no React; the listings and options come from the
 * catalogue (lib/buy/searchable-listings.ts: `searchableListings`, `buySearchOptions`).
 */
import { factChoicesOf, type FactOffer } from "@/lib/facts/fact-filters";
import { factOptionCounts, type FactOptionCounts } from "@/lib/facts/fact-option-counts";
import { sortResults } from "@/lib/facts/fact-sort";
import type { QueryReader } from "@/lib/query-params";
import {
  filterListings,
  matchesListingFilters,
  parseListingQuery,
  type FilterableListing,
  type ListingFilters,
  type ListingQueryKey,
  type ListingSearchOptions,
} from "./listing-filters";

/** The residence-fact filters of /buy: status, rental programme offered or not, services and operator. */
export const BUY_FACT_OFFER: FactOffer = { stage: true, programmes: ["offered", "none"], services: true, operator: true };

/** The full options of a /buy search: the catalogue's fixed ones and the fact choices its listings hold. */
export function listingSearchOptionsFor(
  base: Omit<ListingSearchOptions, "facts">,
  listings: readonly FilterableListing[],
): ListingSearchOptions {
  return { ...base, facts: factChoicesOf(listings, BUY_FACT_OFFER) };
}

/** The listings that pass every filter, in the chosen sort order (else the catalogue's). */
export function listingResults<T extends FilterableListing>(
  listings: readonly T[],
  filters: ListingFilters,
  options: Pick<ListingSearchOptions, "priceRanges">,
): T[] {
  return sortResults(filterListings(listings, filters, options), filters.sort);
}

/** How many listings each choice of the fact filters would leave, given the other filters set. */
export function listingOptionCounts(
  listings: readonly FilterableListing[],
  filters: ListingFilters,
  options: ListingSearchOptions,
): FactOptionCounts {
  return factOptionCounts(listings, filters, (listing, next) => matchesListingFilters(listing, next, options), options.facts);
}

export type ListingSearch<T> = { filters: ListingFilters; ignored: ListingQueryKey[]; results: T[] };

/** A /buy URL query read and applied: its filters, the parameters left out, and the listings it shows in order. */
export function searchListings<T extends FilterableListing>(
  params: QueryReader,
  listings: readonly T[],
  options: ListingSearchOptions,
): ListingSearch<T> {
  const { filters, ignored } = parseListingQuery(params, options);
  return { filters, ignored, results: listingResults(listings, filters, options) };
}
