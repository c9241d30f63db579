import * as z from "zod/mini";
import { currencyCodeSchema } from "./display-preferences";
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
  /** Price in integer minor units of `currency` (cents of US dollars). */
  priceCents: centsSchema,
  /** The unit's own currency; US dollars when absent. */
  currency: z.optional(currencyCodeSchema),
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
