import * as z from "zod/mini";
import { purchaseAmenitySchema } from "./amenity";
import { citySchema } from "./city";
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
  /** Starting price in integer cents. */
  priceCents: centsSchema,
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
