import * as z from "zod/mini";
import { purchaseAmenitySchema } from "./amenity";
import { citySchema } from "./city";
import { currencyCodeSchema } from "./display-preferences";
import { artImage, bathsSchema, centsSchema, countSchema, imageAltSchema, positiveIntSchema, slugSchema, textSchema } from "./fields";

/** A residence for sale on /buy. */
export const purchaseListingSchema = z.object({
  id: slugSchema,
  name: textSchema,
  brand: textSchema,
  /** Matches a brand's slug; /buy?hotel={brandSlug} filters by it. */
  brandSlug: slugSchema,
  /** Display location, like "Brickell, Miami". */
  location: textSchema,
  city: citySchema,
  /** Starting price in integer minor units of `currency` (cents of US dollars). */
  priceCents: centsSchema,
  /** The listing's own currency, which offers and payments use; US dollars when absent. */
  currency: z.optional(currencyCodeSchema),
  image: artImage("listings"),
  imageAlt: imageAltSchema,
  beds: countSchema,
  /** May be fractional (3.5). */
  baths: bathsSchema,
  sqft: positiveIntSchema,
  description: textSchema,
  amenities: z.array(purchaseAmenitySchema),
  sold: z.optional(z.boolean()),
  /** Slug of the property detail page (/{propertySlug}), when it has one. */
  propertySlug: z.optional(slugSchema),
});

export type PurchaseListing = z.infer<typeof purchaseListingSchema>;
