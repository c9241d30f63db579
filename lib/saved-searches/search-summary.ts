import { LISTING_QUERY_KEYS, parseListingQuery, toListingQuery } from "@/lib/buy/listing-filters";
import { formatDate } from "@/lib/format";
import { parseRentalQuery, RENTAL_QUERY_KEYS, toRentalQuery } from "@/lib/rent/rental-filters";
import type { SavedSearchPage } from "@/lib/schemas/saved-search";
import { FACT_WORD_KEYS, factFilterWords, sortWords } from "./fact-filter-words";
import type { SearchSources } from "./search-sources";

/**
 * A saved search in words, read from its query the way the page reads it: "Aman, Miami Beach,
 * 3+ bedrooms, Pool". A filter these words do not know yet (one added to the page later) is still
 * counted: "... and 1 more filter". Pure.
 */

/** The parts joined, plus how many filters of the canonical query `described` leaves out; `everything` when there are none. */
export function withOthers(parts: readonly string[], canonical: URLSearchParams, described: readonly string[], everything: string): string {
  const others = [...canonical.keys()].filter((key) => !described.includes(key)).length;
  if (others === 0) return parts.length > 0 ? parts.join(", ") : everything;
  const noun = others === 1 ? "filter" : "filters";
  return parts.length > 0 ? `${parts.join(", ")} and ${others} more ${noun}` : `${everything}, with ${others} ${noun}`;
}

function cityLabel(city: string, sources: SearchSources): string {
  return (sources.cityLabels as Readonly<Record<string, string>>)[city] ?? city;
}

function buySummary(params: URLSearchParams, sources: SearchSources): string {
  const { options, brandLabels, priceLabels } = sources.buy;
  const { filters } = parseListingQuery(params, options);
  const parts: string[] = [];
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.brand) parts.push(brandLabels.find((brand) => brand.slug === filters.brand)?.label ?? filters.brand);
  if (filters.city) parts.push(cityLabel(filters.city, sources));
  if (filters.priceRange) parts.push(priceLabels.find((range) => range.value === filters.priceRange)?.label ?? filters.priceRange);
  if (filters.bedrooms !== undefined) parts.push(`${filters.bedrooms}+ bedrooms`);
  parts.push(...filters.amenities, ...factFilterWords(filters, options.facts), ...sortWords(filters.sort));
  const keys = LISTING_QUERY_KEYS;
  const described = [keys.q, keys.brand, keys.city, keys.priceRange, keys.bedrooms, keys.amenities, keys.sort, ...FACT_WORD_KEYS];
  return withOthers(parts, toListingQuery(filters, options), described, "All residences for sale");
}

function stayWords(checkIn: string | undefined, checkOut: string | undefined): string | undefined {
  if (checkIn && checkOut) return `${formatDate(checkIn)} to ${formatDate(checkOut)}`;
  if (checkIn) return `From ${formatDate(checkIn)}`;
  return checkOut ? `Until ${formatDate(checkOut)}` : undefined;
}

function rentSummary(params: URLSearchParams, sources: SearchSources): string {
  const { filters } = parseRentalQuery(params, sources.rent.options);
  const parts: string[] = [];
  if (filters.city) parts.push(cityLabel(filters.city, sources));
  const stay = stayWords(filters.checkIn, filters.checkOut);
  if (stay) parts.push(stay);
  if (filters.guests !== undefined) parts.push(`For ${filters.guests} ${filters.guests === 1 ? "guest" : "guests"}`);
  parts.push(...filters.amenities, ...factFilterWords(filters, sources.rent.options.facts));
  const keys = RENTAL_QUERY_KEYS;
  const described = [keys.city, keys.checkIn, keys.checkOut, keys.guests, keys.amenities, ...FACT_WORD_KEYS];
  return withOthers(parts, toRentalQuery(filters, sources.rent.options), described, "All residences to rent");
}

/** The filters of a page's query (without its "?") in words. */
export function searchSummary(page: SavedSearchPage, query: string, sources: SearchSources): string {
  const params = new URLSearchParams(query);
  return page === "/buy" ? buySummary(params, sources) : rentSummary(params, sources);
}

/** The name 'Save this search' suggests: the summary, cut at a word to fit the name's limit (`max`). */
export function suggestedSearchName(summary: string, max: number): string {
  if (summary.length <= max) return summary;
  const cut = summary.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,]+$/, "")}…`;
}
