import * as z from "zod/mini";
import "./error-map";

/**
 * The cities of the search filter, as URL-friendly slugs. Listings, rentals
 * and property pages name one of them; their display labels live with the
 * filter options in data/filter-options.ts.
 */
export const citySchema = z.enum(
  [
    "miami-beach",
    "brickell",
    "brickell-key",
    "downtown-miami",
    "museum-park",
    "miami-river",
    "beverly-hills",
    "west-hollywood",
    "aspen",
    "dubai",
  ],
  { error: "Choose a city from the list" },
);

export type City = z.infer<typeof citySchema>;
