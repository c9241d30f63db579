import { rentalListings } from "@/data/rentals";
import type { RentalSearchOptions } from "@/lib/rent/rental-filters";
import type { City } from "@/lib/schemas/city";
import { cityLabels, guestOptions, rentalAmenities } from "./filter-options";

export { rentalListings };

/** The places that have rentals, in the order the rentals are listed. */
export const rentalLocationOptions: { slug: City; label: string }[] = [...new Set(rentalListings.map((rental) => rental.city))].map(
  (slug) => ({ slug, label: cityLabels[slug] }),
);

/**
 * The fixed values a /rent search may take (lib/rent/rental-filters.ts reads and writes queries
 * with them); the residence-fact choices come from the rentals (lib/catalogue/rental-search.ts).
 */
export const rentalSearchOptions: Omit<RentalSearchOptions, "facts"> = {
  cities: rentalLocationOptions.map((option) => option.slug),
  guests: guestOptions.map((option) => option.value),
  amenities: rentalAmenities,
};
