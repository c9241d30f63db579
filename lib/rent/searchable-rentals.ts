import type { FilterableRental, RentalSearchOptions } from "./rental-filters";
import { rentalSearchOptionsFor } from "./rental-search";
import { buildingSearchFactsOf } from "@/lib/facts/search-facts";
import { requireFacts } from "@/lib/catalogue/residence-facts";
import { rentalListings } from "@/lib/catalogue/rentals";
import { rentalSearchOptions } from "@/lib/rent/rental-search-options";

/**
 * Every rental as /rent searches it: the fields its filters read and its building's search facts.
 * Built on the server (the page passes them to its search as props), so the facts records never
 * ship to the browser.
 */
export const searchableRentals: FilterableRental[] = rentalListings.map(({ id, projectId, city, guests, amenities }) => ({
  id,
  city,
  guests,
  amenities,
  facts: buildingSearchFactsOf(requireFacts(projectId)),
}));

/** The options of a /rent search (lib/rent/rental-search.ts `searchRentals` reads a query with them). */
export const rentSearchOptions: RentalSearchOptions = rentalSearchOptionsFor(rentalSearchOptions, searchableRentals);
