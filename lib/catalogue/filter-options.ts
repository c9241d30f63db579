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

export { bedroomOptions, brandOptions, cityLabels, cityOptions, guestOptions, priceRangeOptions, purchaseAmenities, rentalAmenities };
export type { FilterOption, NumberOption, PriceRangeOption };
