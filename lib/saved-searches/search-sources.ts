import type { FilterableListing, ListingSearchOptions } from "@/lib/buy/listing-filters";
import type { FilterableRental, RentalSearchOptions } from "@/lib/rent/rental-filters";
import type { City } from "@/lib/schemas/city";
import type { PriceRange } from "@/lib/schemas/filters";

/**
 * What reading a saved search needs: the records each page searches, the options its query is
 * read with, and the words of each choice. The catalogue makes it (lib/saved-searches/site-search-sources.ts);
 * the helpers here take it as an argument and stay pure.
 */
export type SearchSources = {
  buy: {
    listings: readonly FilterableListing[];
    options: ListingSearchOptions;
    brandLabels: readonly { slug: string; label: string }[];
    priceLabels: readonly { value: PriceRange; label: string }[];
  };
  rent: {
    rentals: readonly FilterableRental[];
    options: RentalSearchOptions;
  };
  cityLabels: Readonly<Record<City, string>>;
};
