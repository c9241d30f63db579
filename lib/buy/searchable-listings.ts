import { listingSearchOptionsFor } from "./listing-search";
import type { FilterableListing, ListingSearchOptions } from "./listing-filters";
import { searchFactsOf } from "@/lib/facts/search-facts";
import { listingSearchOptions } from "@/lib/buy/listing-search-options";
import { purchaseListings } from "@/lib/catalogue/listings";
import { requireFacts } from "@/lib/catalogue/residence-facts";

/**
 * Every listing as /buy searches it: the fields its filters read and its building's search facts.
 * Built on the server (the page passes them to its search as props), so the facts records
 * themselves never ship to the browser.
 */
export const searchableListings: FilterableListing[] = purchaseListings.map(
  ({ id, name, brand, brandSlug, location, city, priceCents, beds, sqft, amenities }) => ({
    id,
    name,
    brand,
    brandSlug,
    location,
    city,
    priceCents,
    beds,
    amenities,
    facts: searchFactsOf(requireFacts(id), priceCents, sqft),
  }),
);

/** The options of a /buy search (lib/buy/listing-search.ts `searchListings` reads a query with them). */
export const buySearchOptions: ListingSearchOptions = listingSearchOptionsFor(listingSearchOptions, searchableListings);
