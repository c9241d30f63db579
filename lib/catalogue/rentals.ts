import { rentalListings } from "@/data/rentals";
import type { City } from "@/lib/schemas/city";
import { cityLabels } from "./filter-options";

export { rentalListings };

/** The places that have rentals, in the order the rentals are listed. */
export const rentalLocationOptions: { slug: City; label: string }[] = [...new Set(rentalListings.map((rental) => rental.city))].map(
  (slug) => ({ slug, label: cityLabels[slug] }),
);
