import { describe, expect, it } from "vitest";
import { priceRangeSchema, searchFiltersSchema } from "./filters";
import { fieldErrorsOf } from "./test-utils";

describe("searchFiltersSchema", () => {
  it("accepts no filters but an empty amenity list", () => {
    expect(searchFiltersSchema.parse({ amenities: [] })).toEqual({ amenities: [] });
  });

  it("accepts every filter, trimming the search text", () => {
    expect(
      searchFiltersSchema.parse({
        q: "  penthouse ",
        brand: "aman",
        city: "miami-beach",
        priceRange: "5m-10m",
        bedrooms: 3,
        amenities: ["Ocean View"],
      }),
    ).toEqual({ q: "penthouse", brand: "aman", city: "miami-beach", priceRange: "5m-10m", bedrooms: 3, amenities: ["Ocean View"] });
  });

  it.each([0, 6, 2.5, "3"])("rejects %j bedrooms", (bedrooms) => {
    expect(fieldErrorsOf(searchFiltersSchema, { bedrooms, amenities: [] })).toEqual({
      bedrooms: "Choose a number of bedrooms from 1 to 5",
    });
  });

  it("rejects an unknown price range and a missing amenity list", () => {
    expect(fieldErrorsOf(searchFiltersSchema, { priceRange: "cheap" })).toEqual({
      priceRange: "Choose a price range from the list",
      amenities: "Enter a list",
    });
  });
});

describe("priceRangeSchema", () => {
  it("has the three ranges of the spec", () => {
    expect(priceRangeSchema.options).toEqual(["under-5m", "5m-10m", "10m-plus"]);
  });
});
