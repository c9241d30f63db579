import * as z from "zod/mini";
import { citySchema } from "./city";
import { currencyCodeSchema } from "./display-preferences";
import { artImage, centsSchema, imageAltSchema, slugSchema, textSchema } from "./fields";

/** A span of values; min equals max for a single value. Fractions allowed (baths). */
export const rangeSchema = z
  .object({
    min: z.number().check(z.nonnegative("Enter a number that is 0 or more")),
    max: z.number().check(z.nonnegative("Enter a number that is 0 or more")),
  })
  .check(
    z.refine((range) => range.max >= range.min, { message: "The maximum must be the same as or more than the minimum", path: ["max"] }),
  );

export type Range = z.infer<typeof rangeSchema>;

/** A property detail page, served at /{slug}. */
export const propertyPageSchema = z.object({
  slug: slugSchema,
  name: textSchema,
  brand: textSchema,
  brandSlug: slugSchema,
  location: textSchema,
  city: citySchema,
  /** One line under the name in the hero. */
  tagline: textSchema,
  description: textSchema,
  amenities: z.array(textSchema),
  features: z.array(textSchema),
  beds: rangeSchema,
  baths: rangeSchema,
  sqft: rangeSchema,
  /** Integer minor units of `currency` (cents of US dollars): "Starting From". */
  startingPriceCents: centsSchema,
  /** The property's own currency; US dollars when absent. */
  currency: z.optional(currencyCodeSchema),
  image: artImage("properties"),
  imageAlt: imageAltSchema,
  /** Short facts, like "56 hotel suites". */
  facts: z.optional(z.array(textSchema)),
  /** Id of the purchase listing for this property, when there is one. */
  listingId: z.optional(slugSchema),
});

export type PropertyPage = z.infer<typeof propertyPageSchema>;
