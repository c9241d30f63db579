/**
 * The /buy search: filter state, its URL query, and the filtering itself. Pure, no React.
 *
 * The state lives in the URL (/buy/?q=…&hotel=…&city=…&price=…&beds=…&amenity=…&amenity=…, then
 * the residence facts &status=…&programme=…&service=…&operator=… and &sort=…) so a reload, the
 * back button and a shared link keep it. Reading a query accepts only known values; anything
 * else is dropped and reported in `ignored` (by parameter name, never by value). Sorting and the
 * whole search from a query are in listing-search.ts.
 */
import {
  activeFactFilterCount,
  appendFactQuery,
  FACT_QUERY_KEYS,
  matchesFactFilters,
  parseFactQuery,
  type FactChoices,
} from "@/lib/facts/fact-filters";
import type { SearchFacts } from "@/lib/facts/search-facts";
import { SORT_ORDER_VALUES } from "@/lib/schemas/search-fact-values";
import type { PurchaseAmenity } from "@/lib/schemas/amenity";
import type { City } from "@/lib/schemas/city";
import type { PriceRange, SearchFilters } from "@/lib/schemas/filters";
import type { PurchaseListing } from "@/lib/schemas/listing";
import { foldText, pickMany, pickNumber, pickOne, toSlug, wasIgnored, type QueryReader } from "@/lib/query-params";

/**
 * The values a /buy search may take, in their display order (the catalogue's
 * `listingSearchOptions`). Every function that reads or writes a query takes them.
 */
export type ListingSearchOptions = {
  brands: readonly string[];
  cities: readonly City[];
  /** A price p (integer cents) is in a range when min <= p and (max === null or p < max). */
  priceRanges: readonly { value: PriceRange; min: number; max: number | null }[];
  bedrooms: readonly number[];
  amenities: readonly PurchaseAmenity[];
  /** The residence-fact filters /buy offers (lib/buy/listing-search.ts `listingSearchOptionsFor`). */
  facts: FactChoices;
};

/** What a listing must carry to be searched, filtered and sorted: its own fields and its building's search facts. */
export type FilterableListing = Pick<
  PurchaseListing,
  "id" | "name" | "brand" | "brandSlug" | "location" | "city" | "priceCents" | "beds" | "amenities"
> & { facts: SearchFacts };

export type ListingFilters = SearchFilters;

/** The query parameter of each filter. `hotel` is the brand, so /buy?hotel=rosewood-miami-beach preselects it. */
export const LISTING_QUERY_KEYS = {
  q: "q",
  brand: "hotel",
  city: "city",
  priceRange: "price",
  bedrooms: "beds",
  amenities: "amenity",
  ...FACT_QUERY_KEYS,
  sort: "sort",
} as const satisfies Record<keyof ListingFilters, string>;

export type ListingQueryKey = (typeof LISTING_QUERY_KEYS)[keyof typeof LISTING_QUERY_KEYS];

/** Longest search text kept from a URL; a longer one is ignored (the schema's limit). */
export const MAX_SEARCH_LENGTH = 200;

export const EMPTY_LISTING_FILTERS: ListingFilters = { amenities: [] };

export type ParsedListingQuery = {
  filters: ListingFilters;
  /** Parameters that were present but not accepted (unknown, malformed or hostile values). */
  ignored: ListingQueryKey[];
};

/** Reads the filters from a URL query, keeping only known values. */
export function parseListingQuery(params: QueryReader, options: ListingSearchOptions): ParsedListingQuery {
  const keys = LISTING_QUERY_KEYS;
  const amenitySlugs = options.amenities.map((amenity) => toSlug(amenity));
  const rawText = params.get(keys.q);
  const text = rawText === null ? "" : rawText.replace(/\s+/g, " ").trim();
  const q = text.length > 0 && text.length <= MAX_SEARCH_LENGTH ? text : undefined;
  const brand = pickOne(params, keys.brand, options.brands);
  const city = pickOne(params, keys.city, options.cities);
  const priceRange = pickOne(
    params,
    keys.priceRange,
    options.priceRanges.map((option) => option.value),
  );
  const bedrooms = pickNumber(params, keys.bedrooms, options.bedrooms);
  const amenityHits = pickMany(params, keys.amenities, amenitySlugs);
  const amenities = options.amenities.filter((amenity) => amenityHits.includes(toSlug(amenity)));
  const facts = parseFactQuery(params, options.facts);
  const sort = pickOne(params, keys.sort, SORT_ORDER_VALUES);

  const filters: ListingFilters = { amenities, ...facts.filters };
  if (q !== undefined) filters.q = q;
  if (brand !== undefined) filters.brand = brand;
  if (city !== undefined) filters.city = city;
  if (priceRange !== undefined) filters.priceRange = priceRange;
  if (bedrooms !== undefined) filters.bedrooms = bedrooms;
  if (sort !== undefined) filters.sort = sort;

  const ignored: ListingQueryKey[] = [];
  if (text.length > MAX_SEARCH_LENGTH) ignored.push(keys.q);
  if (wasIgnored(params, keys.brand, brand !== undefined)) ignored.push(keys.brand);
  if (wasIgnored(params, keys.city, city !== undefined)) ignored.push(keys.city);
  if (wasIgnored(params, keys.priceRange, priceRange !== undefined)) ignored.push(keys.priceRange);
  if (wasIgnored(params, keys.bedrooms, bedrooms !== undefined)) ignored.push(keys.bedrooms);
  if (params.getAll(keys.amenities).some((value) => value !== "" && !amenitySlugs.includes(value))) ignored.push(keys.amenities);
  ignored.push(...facts.ignored);
  if (wasIgnored(params, keys.sort, sort !== undefined)) ignored.push(keys.sort);
  return { filters, ignored };
}

/** The canonical query for a set of filters: fixed order, defaults left out. */
export function toListingQuery(filters: ListingFilters, options: Pick<ListingSearchOptions, "amenities">): URLSearchParams {
  const keys = LISTING_QUERY_KEYS;
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set(keys.q, q);
  if (filters.brand) params.set(keys.brand, filters.brand);
  if (filters.city) params.set(keys.city, filters.city);
  if (filters.priceRange) params.set(keys.priceRange, filters.priceRange);
  if (filters.bedrooms !== undefined) params.set(keys.bedrooms, String(filters.bedrooms));
  for (const amenity of options.amenities) {
    if (filters.amenities.includes(amenity)) params.append(keys.amenities, toSlug(amenity));
  }
  appendFactQuery(params, filters);
  if (filters.sort) params.set(keys.sort, filters.sort);
  return params;
}

/** "/buy/?hotel=aman" or "/buy/" when nothing is filtered. */
export function listingHref(pathname: string, filters: ListingFilters, options: Pick<ListingSearchOptions, "amenities">): string {
  const query = toListingQuery(filters, options).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** How many filters are set (each amenity and each service counts once; the sort order is not a filter). */
export function activeListingFilterCount(filters: ListingFilters): number {
  return (
    (filters.q?.trim() ? 1 : 0) +
    (filters.brand ? 1 : 0) +
    (filters.city ? 1 : 0) +
    (filters.priceRange ? 1 : 0) +
    (filters.bedrooms !== undefined ? 1 : 0) +
    filters.amenities.length +
    activeFactFilterCount(filters)
  );
}

/** True when every word of the search text appears in the listing's name, brand or location. */
export function matchesSearchText(listing: Pick<FilterableListing, "name" | "brand" | "location">, text: string | undefined): boolean {
  const words = foldText(text ?? "")
    .split(" ")
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${listing.name} ${listing.brand} ${listing.location}`);
  return words.every((word) => haystack.includes(word));
}

export function matchesListingFilters(
  listing: FilterableListing,
  filters: ListingFilters,
  options: Pick<ListingSearchOptions, "priceRanges">,
): boolean {
  if (!matchesSearchText(listing, filters.q)) return false;
  if (filters.brand && listing.brandSlug !== filters.brand) return false;
  if (filters.city && listing.city !== filters.city) return false;
  if (filters.priceRange) {
    const range = options.priceRanges.find((option) => option.value === filters.priceRange);
    if (range && (listing.priceCents < range.min || (range.max !== null && listing.priceCents >= range.max))) return false;
  }
  if (filters.bedrooms !== undefined && listing.beds < filters.bedrooms) return false;
  if (!filters.amenities.every((amenity) => (listing.amenities as readonly string[]).includes(amenity))) return false;
  return matchesFactFilters(listing, filters);
}

/** The listings that pass every filter, in their original order. */
export function filterListings<T extends FilterableListing>(
  listings: readonly T[],
  filters: ListingFilters,
  options: Pick<ListingSearchOptions, "priceRanges">,
): T[] {
  return listings.filter((listing) => matchesListingFilters(listing, filters, options));
}
