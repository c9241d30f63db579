import type { SearchSources } from "@/lib/saved-searches/search-sources";
import { brandOptions, cityLabels, listingSearchOptions, priceRangeOptions } from "./filter-options";
import { purchaseListings } from "./listings";
import { rentalListings, rentalSearchOptions } from "./rentals";

/** The /buy and /rent searches' records, options and words, for reading saved searches (lib/saved-searches). */
export const searchSources: SearchSources = {
  buy: { listings: purchaseListings, options: listingSearchOptions, brandLabels: brandOptions, priceLabels: priceRangeOptions },
  rent: { rentals: rentalListings, options: rentalSearchOptions },
  cityLabels,
};
