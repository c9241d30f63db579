import type { SearchSources } from "./search-sources";
import { brandOptions, cityLabels, priceRangeOptions } from "@/lib/catalogue/filter-options";
import { buySearchOptions, searchableListings } from "@/lib/buy/searchable-listings";
import { rentSearchOptions, searchableRentals } from "@/lib/rent/searchable-rentals";

/** The /buy and /rent searches' records, options and words, for reading saved searches (lib/saved-searches). */
export const searchSources: SearchSources = {
  buy: { listings: searchableListings, options: buySearchOptions, brandLabels: brandOptions, priceLabels: priceRangeOptions },
  rent: { rentals: searchableRentals, options: rentSearchOptions },
  cityLabels,
};
