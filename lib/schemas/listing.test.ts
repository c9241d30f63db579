import { describe, expect, it } from "vitest";
import { purchaseListingSchema, type PurchaseListing } from "./listing";
import { fieldErrorsOf, without } from "./test-utils";

const listing: PurchaseListing = {
  id: "aman-miami-beach",
  name: "Aman Miami Beach",
  brand: "Aman",
  brandSlug: "aman",
  location: "Miami Beach, Florida",
  city: "miami-beach",
  priceCents: 8_500_000_00,
  image: "/art/listings/aman-miami-beach",
  imageAlt: "Poster-style illustration of a low white pavilion above a turquoise shoreline",
  beds: 2,
  baths: 3,
  sqft: 2400,
  description: "Quiet residences above the dunes.",
  amenities: ["Ocean View", "Spa & Wellness"],
  propertySlug: "aman-miami-beach",
};

describe("purchaseListingSchema", () => {
  it("accepts a listing, with or without the sold flag and property slug", () => {
    expect(purchaseListingSchema.safeParse(listing).success).toBe(true);
    expect(purchaseListingSchema.safeParse({ ...without(listing, "propertySlug"), sold: true }).success).toBe(true);
  });

  it("accepts fractional baths", () => {
    expect(purchaseListingSchema.safeParse({ ...listing, baths: 3.5 }).success).toBe(true);
  });

  it("rejects a price as text, an unknown city, an amenity off the list and a wrong image path", () => {
    const errors = fieldErrorsOf(purchaseListingSchema, {
      ...listing,
      priceCents: "$8,500,000",
      city: "Miami",
      amenities: ["Helipad"],
      image: "/art/rentals/aman-miami-beach",
    });
    expect(errors).toEqual({
      priceCents: "Enter a number",
      city: "Choose a city from the list",
      "amenities.0": "Choose an amenity from the list",
      image: "Enter an artwork base path, like /art/listings/aman-miami-beach",
    });
  });

  it("rejects slugs with capitals and negative or fractional counts", () => {
    const errors = fieldErrorsOf(purchaseListingSchema, { ...listing, id: "Aman Miami", beds: 1.5, sqft: -10 });
    expect(Object.keys(errors).sort()).toEqual(["beds", "id", "sqft"]);
  });
});
