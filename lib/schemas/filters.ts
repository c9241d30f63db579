import * as z from "zod/mini";
import "./error-map";

export const priceRangeSchema = z.enum(["under-5m", "5m-10m", "10m-plus"], {
  error: "Choose a price range from the list",
});

export type PriceRange = z.infer<typeof priceRangeSchema>;

/**
 * The search filters of /buy and /rent (the spec's "Search filters" entity).
 * brand and city hold slugs (brandSlug, citySchema values); amenities hold
 * amenity names. Unknown brand or city slugs simply match nothing.
 */
export const searchFiltersSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "Search must be 200 characters or fewer"))),
  brand: z.optional(z.string()),
  city: z.optional(z.string()),
  priceRange: z.optional(priceRangeSchema),
  bedrooms: z.optional(
    z
      .int({ error: "Choose a number of bedrooms from 1 to 5" })
      .check(z.gte(1, "Choose a number of bedrooms from 1 to 5"), z.lte(5, "Choose a number of bedrooms from 1 to 5")),
  ),
  amenities: z.array(z.string()),
});

export type SearchFilters = z.infer<typeof searchFiltersSchema>;
