import { filterListings, parseListingQuery } from "@/lib/buy/listing-filters";
import { filterRentals, parseRentalQuery } from "@/lib/rent/rental-filters";
import type { SavedSearch } from "@/lib/schemas/saved-search";
import type { SearchSources } from "./search-sources";

/**
 * How many residences a saved search finds now: its query read and applied by the very functions
 * /buy and /rent use (parse…Query, filter…), so a filter those pages learn is counted here too.
 * Pure; the catalogue comes in as `sources`.
 */

type Search = Pick<SavedSearch, "page" | "query">;

export function savedSearchMatches(search: Search, sources: SearchSources): number {
  const params = new URLSearchParams(search.query);
  if (search.page === "/buy") {
    const { filters } = parseListingQuery(params, sources.buy.options);
    return filterListings(sources.buy.listings, filters, sources.buy.options).length;
  }
  const { filters } = parseRentalQuery(params, sources.rent.options);
  return filterRentals(sources.rent.rentals, filters).length;
}

/** "3 residences match now", "1 residence matches now", "No residences match now". */
export function matchCountText(count: number): string {
  if (count === 0) return "No residences match now";
  return count === 1 ? "1 residence matches now" : `${count} residences match now`;
}

/**
 * The page the search opens: its own path with the query as stored, written again by
 * URLSearchParams so that whatever the record holds stays inside the query.
 */
export function savedSearchHref(search: Search): string {
  const query = new URLSearchParams(search.query).toString();
  return `${search.page}/${query ? `?${query}` : ""}`;
}
