import * as z from "zod/mini";
import "./error-map";
import { CITY_VALUES } from "./catalogue-values";

/**
 * The cities of the search filter, as URL-friendly slugs. Listings, rentals
 * and property pages name one of them; their display labels live with the
 * filter options in data/filter-options.ts (read through lib/catalogue/filter-options.ts).
 */
export const citySchema = z.enum(CITY_VALUES, { error: "Choose a city from the list" });

export type City = z.infer<typeof citySchema>;
