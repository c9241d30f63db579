import { describe, expect, it } from "vitest";
import { propertyPageSchema, rangeSchema, type PropertyPage } from "./property";
import { fieldErrorsOf, without } from "./test-utils";

const page: PropertyPage = {
  slug: "aman-miami-beach",
  name: "Aman Miami Beach",
  brand: "Aman",
  brandSlug: "aman",
  location: "Miami Beach, Florida",
  city: "miami-beach",
  tagline: "A sanctuary on the Atlantic",
  description: "Low, quiet architecture.",
  amenities: ["Spa"],
  features: ["Private terraces"],
  beds: { min: 2, max: 4 },
  baths: { min: 3, max: 5 },
  sqft: { min: 2400, max: 4200 },
  startingPriceCents: 8_500_000_00,
  image: "/art/properties/aman-miami-beach",
  imageAlt: "Poster-style illustration of a low white pavilion above a turquoise shoreline",
  facts: ["56 hotel suites", "At most 22 branded residences"],
  listingId: "aman-miami-beach",
};

describe("propertyPageSchema", () => {
  it("accepts a page with ranges, facts and a listing id", () => {
    expect(propertyPageSchema.safeParse(page).success).toBe(true);
  });

  it("accepts a page without facts or listing id and with single-value ranges", () => {
    const rest = without(page, "facts", "listingId");
    expect(propertyPageSchema.safeParse({ ...rest, beds: { min: 3, max: 3 }, baths: { min: 3.5, max: 3.5 } }).success).toBe(true);
  });

  it("rejects a reversed range and a starting price as text", () => {
    expect(fieldErrorsOf(propertyPageSchema, { ...page, beds: { min: 4, max: 2 }, startingPriceCents: "$8,500,000" })).toEqual({
      "beds.max": "The maximum must be the same as or more than the minimum",
      startingPriceCents: "Enter a number",
    });
  });
});

describe("rangeSchema", () => {
  it("accepts equal bounds and rejects negative ones", () => {
    expect(rangeSchema.safeParse({ min: 2, max: 2 }).success).toBe(true);
    expect(rangeSchema.safeParse({ min: -1, max: 2 }).success).toBe(false);
  });
});
