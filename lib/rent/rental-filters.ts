/**
 * The /rent search: filter state, its URL query, date checks and the filtering. Pure, no React.
 *
 * /rent/?where=aspen&checkin=2026-12-20&checkout=2026-12-27&guests=4&amenity=hot-tub keeps the
 * search in the URL, with the building's operator and hotel services (&operator=…&service=…).
 * Unknown values are dropped and reported by parameter name in `ignored`.
 */
import * as factFilters from "@/lib/facts/fact-filters";
import type { BuildingSearchFacts } from "@/lib/facts/search-facts";
import { isIsoDate, parseIsoDate } from "@/lib/format";
import type { RentalAmenity } from "@/lib/schemas/amenity";
import type { City } from "@/lib/schemas/city";
import type { RentalListing } from "@/lib/schemas/rental";
import { pickMany, pickNumber, pickOne, toSlug, wasIgnored, type QueryReader } from "@/lib/query-params";

/**
 * The values a /rent search may take, in their display order (the catalogue's
 * `rentalSearchOptions`): the places that have rentals, the guest counts and the amenities.
 */
export type RentalSearchOptions = {
  cities: readonly City[];
  guests: readonly number[];
  amenities: readonly RentalAmenity[];
  /** The residence-fact filters /rent offers (lib/rent/searchable-rentals.ts). */
  facts: factFilters.FactChoices;
};

/**
 * The residence facts /rent filters by: the building's operator and its hotel services. Status
 * and the rental programme say nothing about a stay (every rental is built and let by the night).
 */
export const RENTAL_FACT_OFFER: factFilters.FactOffer = { services: true, operator: true };

/** What a rental must carry to be filtered: its own fields and its building's search facts. */
export type FilterableRental = Pick<RentalListing, "id" | "city" | "guests" | "amenities"> & { facts: BuildingSearchFacts };

export type RentalFilters = factFilters.FactFilters & {
  city?: City;
  /** YYYY-MM-DD */
  checkIn?: string;
  /** YYYY-MM-DD */
  checkOut?: string;
  /** Minimum guest capacity. */
  guests?: number;
  amenities: RentalAmenity[];
};

export const RENTAL_QUERY_KEYS = {
  city: "where",
  checkIn: "checkin",
  checkOut: "checkout",
  guests: "guests",
  amenities: "amenity",
  ...factFilters.FACT_QUERY_KEYS,
} as const satisfies Record<keyof RentalFilters, string>;

export type RentalQueryKey = (typeof RENTAL_QUERY_KEYS)[keyof typeof RENTAL_QUERY_KEYS];

export const EMPTY_RENTAL_FILTERS: RentalFilters = { amenities: [] };

export type ParsedRentalQuery = { filters: RentalFilters; ignored: RentalQueryKey[] };

function pickDate(params: QueryReader, key: string): string | undefined {
  const value = params.get(key);
  return value !== null && isIsoDate(value) ? value : undefined;
}

export function parseRentalQuery(params: QueryReader, options: RentalSearchOptions): ParsedRentalQuery {
  const keys = RENTAL_QUERY_KEYS;
  const amenitySlugs = options.amenities.map((amenity) => toSlug(amenity));
  const city = pickOne(params, keys.city, options.cities);
  const checkIn = pickDate(params, keys.checkIn);
  const checkOut = pickDate(params, keys.checkOut);
  const guests = pickNumber(params, keys.guests, options.guests);
  const hits = pickMany(params, keys.amenities, amenitySlugs);
  const amenities = options.amenities.filter((amenity) => hits.includes(toSlug(amenity)));
  const facts = factFilters.parseFactQuery(params, options.facts);

  const filters: RentalFilters = { amenities, ...facts.filters };
  if (city) filters.city = city;
  if (checkIn) filters.checkIn = checkIn;
  if (checkOut) filters.checkOut = checkOut;
  if (guests !== undefined) filters.guests = guests;

  const ignored: RentalQueryKey[] = [];
  if (wasIgnored(params, keys.city, city !== undefined)) ignored.push(keys.city);
  if (wasIgnored(params, keys.checkIn, checkIn !== undefined)) ignored.push(keys.checkIn);
  if (wasIgnored(params, keys.checkOut, checkOut !== undefined)) ignored.push(keys.checkOut);
  if (wasIgnored(params, keys.guests, guests !== undefined)) ignored.push(keys.guests);
  if (params.getAll(keys.amenities).some((value) => value !== "" && !amenitySlugs.includes(value))) ignored.push(keys.amenities);
  ignored.push(...facts.ignored);
  return { filters, ignored };
}

export function toRentalQuery(filters: RentalFilters, options: Pick<RentalSearchOptions, "amenities">): URLSearchParams {
  const keys = RENTAL_QUERY_KEYS;
  const params = new URLSearchParams();
  if (filters.city) params.set(keys.city, filters.city);
  if (filters.checkIn) params.set(keys.checkIn, filters.checkIn);
  if (filters.checkOut) params.set(keys.checkOut, filters.checkOut);
  if (filters.guests !== undefined) params.set(keys.guests, String(filters.guests));
  for (const amenity of options.amenities) {
    if (filters.amenities.includes(amenity)) params.append(keys.amenities, toSlug(amenity));
  }
  return factFilters.appendFactQuery(params, filters);
}

export type RentalDateErrors = { checkIn?: string; checkOut?: string };

/** The date problems to show by each field, judged against `today` (YYYY-MM-DD). */
export function rentalDateErrors(filters: Pick<RentalFilters, "checkIn" | "checkOut">, today: string): RentalDateErrors {
  const errors: RentalDateErrors = {};
  const { checkIn, checkOut } = filters;
  if (checkIn && checkIn < today) errors.checkIn = "Check-in must be today or in the future";
  if (checkOut) {
    if (checkIn && checkOut <= checkIn) errors.checkOut = "Check-out must be after check-in";
    else if (!checkIn && checkOut <= today) errors.checkOut = "Check-out must be after today";
  }
  return errors;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights between two valid dates, or undefined when the stay is incomplete or not valid. */
export function stayNights(filters: Pick<RentalFilters, "checkIn" | "checkOut">, today: string): number | undefined {
  const { checkIn, checkOut } = filters;
  if (!checkIn || !checkOut) return undefined;
  const errors = rentalDateErrors(filters, today);
  if (errors.checkIn || errors.checkOut) return undefined;
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end) return undefined;
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** The day after `iso` (YYYY-MM-DD), for a check-out field's minimum. */
export function nextIsoDate(iso: string): string | undefined {
  const date = parseIsoDate(iso);
  if (!date) return undefined;
  return new Date(date.getTime() + DAY_MS).toISOString().slice(0, 10);
}

export function activeRentalFilterCount(filters: RentalFilters): number {
  return (
    (filters.city ? 1 : 0) +
    (filters.checkIn ? 1 : 0) +
    (filters.checkOut ? 1 : 0) +
    (filters.guests !== undefined ? 1 : 0) +
    filters.amenities.length +
    factFilters.activeFactFilterCount(filters)
  );
}

/** Place, guests, amenities, operator and services narrow the list; dates only price the stay (every sample is bookable on any date it is available). */
export function matchesRentalFilters(rental: FilterableRental, filters: RentalFilters): boolean {
  if (filters.city && rental.city !== filters.city) return false;
  if (filters.guests !== undefined && rental.guests < filters.guests) return false;
  if (!filters.amenities.every((amenity) => rental.amenities.includes(amenity))) return false;
  return factFilters.matchesFactFilters(rental, filters);
}

export function filterRentals<T extends FilterableRental>(rentals: readonly T[], filters: RentalFilters): T[] {
  return rentals.filter((rental) => matchesRentalFilters(rental, filters));
}
