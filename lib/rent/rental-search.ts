/**
 * The whole /rent search, from a URL query to the rentals shown: what the page shows, and what
 * anything else that counts a /rent search's matches (a saved search) must call so that its count
 * agrees with the page. Pure, no React; the rentals and options come from the catalogue
 * (lib/rent/searchable-rentals.ts: `searchableRentals`, `rentSearchOptions`).
 */
import { factChoicesOf } from "@/lib/facts/fact-filters";
import { factOptionCounts, type FactOptionCounts } from "@/lib/facts/fact-option-counts";
import type { QueryReader } from "@/lib/query-params";
import {
  filterRentals,
  matchesRentalFilters,
  parseRentalQuery,
  RENTAL_FACT_OFFER,
  type FilterableRental,
  type RentalFilters,
  type RentalQueryKey,
  type RentalSearchOptions,
} from "./rental-filters";

/** The full options of a /rent search: the catalogue's fixed ones and the fact choices its rentals hold. */
export function rentalSearchOptionsFor(
  base: Omit<RentalSearchOptions, "facts">,
  rentals: readonly FilterableRental[],
): RentalSearchOptions {
  return { ...base, facts: factChoicesOf(rentals, RENTAL_FACT_OFFER) };
}

/** How many rentals each choice of the fact filters would leave, given the other filters set. */
export function rentalOptionCounts(
  rentals: readonly FilterableRental[],
  filters: RentalFilters,
  options: RentalSearchOptions,
): FactOptionCounts {
  return factOptionCounts(rentals, filters, matchesRentalFilters, options.facts);
}

export type RentalSearch<T> = { filters: RentalFilters; ignored: RentalQueryKey[]; results: T[] };

/** A /rent URL query read and applied: its filters, the parameters left out, and the rentals it shows. */
export function searchRentals<T extends FilterableRental>(
  params: QueryReader,
  rentals: readonly T[],
  options: RentalSearchOptions,
): RentalSearch<T> {
  const { filters, ignored } = parseRentalQuery(params, options);
  return { filters, ignored, results: filterRentals(rentals, filters) };
}
