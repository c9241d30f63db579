import * as z from "zod/mini";
import { artImage, countSchema, imageAltSchema, slugSchema, textSchema } from "./fields";

/** A partner hotel brand, shown on /hotels and at /hotels/{slug}. */
export const brandSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  name: textSchema,
  image: artImage("brands"),
  imageAlt: imageAltSchema,
  description: textSchema,
  /** Two or three sentences for the brand page hero. */
  dramaticDescription: textSchema,
  residenceCount: countSchema,
  locations: z.array(textSchema).check(z.minLength(1, "Enter at least one location")),
});

export type Brand = z.infer<typeof brandSchema>;

/** The property featured on /hotels; its purchase link is /buy?hotel={slug}. */
export const featuredPropertySchema = z.object({
  name: textSchema,
  slug: slugSchema,
  image: artImage("properties"),
  imageAlt: imageAltSchema,
  description: textSchema,
  locations: z.array(textSchema).check(z.minLength(1, "Enter at least one location")),
  residenceCount: countSchema,
  /** Display text, like "$14.5M – $48M". */
  priceRange: textSchema,
  amenities: z.array(textSchema),
});

export type FeaturedProperty = z.infer<typeof featuredPropertySchema>;
