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

/** The values a /buy search may take (lib/buy/listing-filters.ts reads and writes queries with them). */
export const listingSearchOptions: ListingSearchOptions = {
  brands: brandOptions.map((option) => option.slug),
  cities: cityOptions.map((option) => option.slug),
  priceRanges: priceRangeOptions,
  bedrooms: bedroomOptions.map((option) => option.value),
  amenities: purchaseAmenities,
};
