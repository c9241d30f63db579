import { describe, expect, it } from "vitest";
import { rentalListingSchema, type RentalListing } from "./rental";
import { fieldErrorsOf } from "./test-utils";

const rental: RentalListing = {
  id: "st-regis-aspen-chalet",
  name: "Ajax Mountain Residence",
  brand: "St. Regis",
  projectId: "st-regis-aspen",
  location: "Aspen, Colorado",
  city: "aspen",
  rateCents: 9_500_00,
  period: "per night",
  image: "/art/rentals/st-regis-aspen-chalet",
  imageAlt: "Poster-style illustration of a timber lodge under a pink alpenglow sky",
  beds: 4,
  baths: 4.5,
  guests: 8,
  amenities: ["Fireplace", "Hot Tub"],
  available: false,
};

describe("rentalListingSchema", () => {
  it("accepts a rental", () => {
    expect(rentalListingSchema.safeParse(rental).success).toBe(true);
  });

  it("only knows the nightly period", () => {
    expect(fieldErrorsOf(rentalListingSchema, { ...rental, period: "per week" })).toEqual({ period: "Choose one of the options" });
  });

  it("rejects purchase amenities, zero guests and a missing availability flag", () => {
    const errors = fieldErrorsOf(rentalListingSchema, { ...rental, amenities: ["Wine Cellar"], guests: 0, available: undefined });
    expect(Object.keys(errors).sort()).toEqual(["amenities.0", "available", "guests"]);
  });
});
