import { bedroomOptions, brandOptions, cityOptions, priceRangeOptions, purchaseAmenities } from "@/lib/catalogue/filter-options";
import type { ListingSearchOptions } from "./listing-filters";

/**
 * The fixed values a /buy search may take (lib/buy/listing-filters.ts reads and writes queries with
 * them); the residence-fact choices come from the listings (lib/buy/searchable-listings.ts).
 */
export const listingSearchOptions: Omit<ListingSearchOptions, "facts"> = {
  brands: brandOptions.map((option) => option.slug),
  cities: cityOptions.map((option) => option.slug),
  priceRanges: priceRangeOptions,
  bedrooms: bedroomOptions.map((option) => option.value),
  amenities: purchaseAmenities,
};
