import * as z from "zod/mini";
import "./error-map";
import { BUILD_STAGE_VALUES, SERVICE_VALUES } from "./fact-values";
import { PROGRAMME_FILTER_VALUES, SORT_ORDER_VALUES } from "./search-fact-values";

export const priceRangeSchema = z.enum(["under-5m", "5m-10m", "10m-plus"], {
  error: "Choose a price range from the list",
});

export type PriceRange = z.infer<typeof priceRangeSchema>;

/**
 * The filters by residence facts that /buy, /residences and /rent share (each offers the ones
 * that fit its data): build stage, rental programme, hotel services (all of them must be
 * included) and operator (its slug).
 */
export const factFiltersSchema = z.object({
  stage: z.optional(z.enum(BUILD_STAGE_VALUES)),
  programme: z.optional(z.enum(PROGRAMME_FILTER_VALUES)),
  services: z.optional(z.array(z.enum(SERVICE_VALUES))),
  operator: z.optional(z.string()),
});

export type FactFilters = z.infer<typeof factFiltersSchema>;

export const sortOrderSchema = z.enum(SORT_ORDER_VALUES);

/**
 * The search filters of /buy (the spec's "Search filters" entity, with the residence facts and a
 * sort order). brand and city hold slugs (brandSlug, citySchema values); amenities hold amenity
 * names. Unknown brand or city slugs simply match nothing.
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
  ...factFiltersSchema.shape,
  sort: z.optional(sortOrderSchema),
});

export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** The search of /residences: its building (the unit's projectId), the residence facts and a sort order. */
export const residenceFiltersSchema = z.object({
  building: z.optional(z.string()),
  ...factFiltersSchema.shape,
  sort: z.optional(sortOrderSchema),
});

export type ResidenceFilters = z.infer<typeof residenceFiltersSchema>;
