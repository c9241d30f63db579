import { searchListings } from "@/lib/buy/listing-search";
import { searchRentals } from "@/lib/rent/rental-search";
import type { SavedSearch } from "@/lib/schemas/saved-search";
import type { SearchSources } from "./search-sources";

/**
 * How many residences a saved search finds now: its query read and applied by the very functions
 * /buy and /rent use (searchListings, searchRentals), so a filter those pages learn is counted here too.
 * Pure; the catalogue comes in as `sources`.
 */

type Search = Pick<SavedSearch, "page" | "query">;

export function savedSearchMatches(search: Search, sources: SearchSources): number {
  const params = new URLSearchParams(search.query);
  if (search.page === "/buy") return searchListings(params, sources.buy.listings, sources.buy.options).results.length;
  return searchRentals(params, sources.rent.rentals, sources.rent.options).results.length;
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
