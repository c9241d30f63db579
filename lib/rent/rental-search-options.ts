import { guestOptions, rentalAmenities } from "@/lib/catalogue/filter-options";
import { rentalLocationOptions } from "@/lib/catalogue/rentals";
import type { RentalSearchOptions } from "./rental-filters";

/**
 * The fixed values a /rent search may take (lib/rent/rental-filters.ts reads and writes queries
 * with them); the residence-fact choices come from the rentals (lib/rent/searchable-rentals.ts).
 */
export const rentalSearchOptions: Omit<RentalSearchOptions, "facts"> = {
  cities: rentalLocationOptions.map((option) => option.slug),
  guests: guestOptions.map((option) => option.value),
  amenities: rentalAmenities,
};
