import * as z from "zod/mini";
import { rentalAmenitySchema } from "./amenity";
import { citySchema } from "./city";
import { currencyCodeSchema } from "./display-preferences";
import { artImage, bathsSchema, centsSchema, countSchema, imageAltSchema, positiveIntSchema, slugSchema, textSchema } from "./fields";

/** A residence to rent by the night on /rent. */
export const rentalListingSchema = z.object({
  id: slugSchema,
  name: textSchema,
  brand: textSchema,
  /** The building's facts (lib/catalogue/residence-facts.ts): its purchase listing id. */
  projectId: slugSchema,
  location: textSchema,
  city: citySchema,
  /** Nightly rate in integer minor units of `currency` (cents of US dollars). */
  rateCents: centsSchema,
  /** The rental's own currency, which bookings are charged in; US dollars when absent. */
  currency: z.optional(currencyCodeSchema),
  period: z.literal("per night"),
  image: artImage("rentals"),
  imageAlt: imageAltSchema,
  beds: countSchema,
  baths: bathsSchema,
  guests: positiveIntSchema,
  amenities: z.array(rentalAmenitySchema),
  available: z.boolean(),
});

export type RentalListing = z.infer<typeof rentalListingSchema>;
