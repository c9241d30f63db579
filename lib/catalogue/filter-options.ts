import {
  bedroomOptions,
  brandOptions,
  cityLabels,
  cityOptions,
  guestOptions,
  priceRangeOptions,
  purchaseAmenities,
  rentalAmenities,
  type FilterOption,
  type NumberOption,
  type PriceRangeOption,
} from "@/data/filter-options";
import type { ListingSearchOptions } from "@/lib/buy/listing-filters";

export { bedroomOptions, brandOptions, cityLabels, cityOptions, guestOptions, priceRangeOptions, purchaseAmenities, rentalAmenities };
export type { FilterOption, NumberOption, PriceRangeOption };

/**
 * The fixed values a /buy search may take (lib/buy/listing-filters.ts reads and writes queries with
 * them); the residence-fact choices come from the listings (lib/catalogue/listing-search.ts).
 */
export const listingSearchOptions: Omit<ListingSearchOptions, "facts"> = {
  brands: brandOptions.map((option) => option.slug),
  cities: cityOptions.map((option) => option.slug),
  priceRanges: priceRangeOptions,
  bedrooms: bedroomOptions.map((option) => option.value),
  amenities: purchaseAmenities,
};
