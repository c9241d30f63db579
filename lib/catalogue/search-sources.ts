import type { SearchSources } from "@/lib/saved-searches/search-sources";
import { brandOptions, cityLabels, priceRangeOptions } from "./filter-options";
import { buySearchOptions, searchableListings } from "./listing-search";
import { rentSearchOptions, searchableRentals } from "./rental-search";

/** The /buy and /rent searches' records, options and words, for reading saved searches (lib/saved-searches). */
export const searchSources: SearchSources = {
  buy: { listings: searchableListings, options: buySearchOptions, brandLabels: brandOptions, priceLabels: priceRangeOptions },
  rent: { rentals: searchableRentals, options: rentSearchOptions },
  cityLabels,
};
