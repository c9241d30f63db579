import * as z from "zod/mini";
import { artImage, bathsSchema, centsSchema, countSchema, imageAltSchema, positiveIntSchema, slugSchema, textSchema } from "./fields";

/** A featured residence unit on /residences. */
export const residenceSchema = z.object({
  id: slugSchema,
  name: textSchema,
  /** Unit label, like "Penthouse 12". */
  unit: textSchema,
  building: textSchema,
  /** The building's facts (lib/catalogue/residence-facts.ts): its purchase listing id. */
  projectId: slugSchema,
  brand: textSchema,
  brandSlug: slugSchema,
  location: textSchema,
  /** Price in integer cents. */
  priceCents: centsSchema,
  bedrooms: countSchema,
  /** May be fractional (4.5). */
  bathrooms: bathsSchema,
  sqft: positiveIntSchema,
  description: textSchema,
  image: artImage("residences"),
  imageAlt: imageAltSchema,
  amenities: z.array(textSchema),
});

export type Residence = z.infer<typeof residenceSchema>;
