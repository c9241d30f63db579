// Plain value lists, not the zod enums: the search filters ship these to the browser.
import { CITY_VALUES, PURCHASE_AMENITY_VALUES, RENTAL_AMENITY_VALUES } from "@/lib/schemas/catalogue-values";
import type { PurchaseAmenity, RentalAmenity } from "@/lib/schemas/amenity";
import type { City } from "@/lib/schemas/city";
import type { PriceRange } from "@/lib/schemas/filters";

/** A choice in a filter: what it says and the value it puts in the URL. */
export type FilterOption<Value extends string = string> = { label: string; slug: Value };

/** One per listing brand; slug matches the listing's brandSlug (and /buy?hotel=). */
export const brandOptions: FilterOption[] = [
  { label: "Aman", slug: "aman" },
  { label: "Ritz-Carlton", slug: "ritz-carlton" },
  { label: "Four Seasons", slug: "four-seasons" },
  { label: "St. Regis", slug: "st-regis" },
  { label: "Edition", slug: "edition" },
  { label: "Bulgari", slug: "bulgari" },
  { label: "Cipriani", slug: "cipriani" },
  { label: "Faena", slug: "faena" },
  { label: "Mandarin Oriental", slug: "mandarin-oriental" },
  { label: "Baccarat", slug: "baccarat" },
  { label: "Mercedes-Benz", slug: "mercedes-benz" },
  { label: "1428 Brickell", slug: "1428-brickell" },
  { label: "W Hotels", slug: "w-hotels" },
  { label: "Waldorf Astoria", slug: "waldorf-astoria" },
  { label: "One Thousand Museum", slug: "one-thousand-museum" },
  { label: "Aston Martin", slug: "aston-martin" },
  { label: "Rosewood", slug: "rosewood-miami-beach" },
];

export const cityLabels: Record<City, string> = {
  "miami-beach": "Miami Beach",
  brickell: "Brickell",
  "brickell-key": "Brickell Key",
  "downtown-miami": "Downtown Miami",
  "museum-park": "Museum Park",
  "miami-river": "Miami River",
  "beverly-hills": "Beverly Hills",
  "west-hollywood": "West Hollywood",
  aspen: "Aspen",
  dubai: "Dubai",
};

/** The 10 cities of the filter, in the order of citySchema. */
export const cityOptions: FilterOption<City>[] = CITY_VALUES.map((slug) => ({ label: cityLabels[slug], slug }));

/** The 16 purchase amenities (values are their own labels). */
export const purchaseAmenities: PurchaseAmenity[] = [...PURCHASE_AMENITY_VALUES];

/** The 8 rental amenities (values are their own labels). */
export const rentalAmenities: RentalAmenity[] = [...RENTAL_AMENITY_VALUES];

export type PriceRangeOption = {
  value: PriceRange;
  label: string;
  /** Inclusive lower bound, integer cents. */
  min: number;
  /** Exclusive upper bound, integer cents; null for no upper bound. */
  max: number | null;
};

/** A price p is in a range when min <= p and (max === null or p < max). */
export const priceRangeOptions: PriceRangeOption[] = [
  { value: "under-5m", label: "Under $5M", min: 0, max: 5_000_000_00 },
  { value: "5m-10m", label: "$5M - $10M", min: 5_000_000_00, max: 10_000_000_00 },
  { value: "10m-plus", label: "$10M+", min: 10_000_000_00, max: null },
];

export type NumberOption = { value: number; label: string };

/** Minimum bedrooms: "1+" to "5+". */
export const bedroomOptions: NumberOption[] = [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value}+` }));

/** Minimum guests for rentals: 1, 2, 4, 6, 8+. */
export const guestOptions: NumberOption[] = [
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 4, label: "4" },
  { value: 6, label: "6" },
  { value: 8, label: "8+" },
];
