import { describe, expect, it } from "vitest";
import { brandSchema, featuredPropertySchema, type Brand, type FeaturedProperty } from "./brand";
import { fieldErrorsOf } from "./test-utils";

const brand: Brand = {
  id: "aman",
  slug: "aman",
  name: "Aman",
  image: "/art/brands/aman",
  imageAlt: "Typographic wordmark poster on a sand-coloured field",
  description: "Sanctuaries of stillness.",
  dramaticDescription: "Stillness, made architectural. Every line gives way to the horizon.",
  residenceCount: 22,
  locations: ["Miami Beach"],
};

const featured: FeaturedProperty = {
  name: "Rosewood Miami Beach",
  slug: "rosewood-miami-beach",
  image: "/art/properties/rosewood-miami-beach",
  imageAlt: "Poster-style illustration of a curved coral tower above a teal sea",
  description: "Oceanfront residences.",
  locations: ["Miami Beach, Florida"],
  residenceCount: 38,
  priceRange: "$14.5M – $48M",
  amenities: ["Private beach club"],
};

describe("brandSchema", () => {
  it("accepts a brand", () => {
    expect(brandSchema.safeParse(brand).success).toBe(true);
  });

  it("wants at least one location and a brands image", () => {
    expect(fieldErrorsOf(brandSchema, { ...brand, locations: [], image: "/art/listings/aman" })).toEqual({
      locations: "Enter at least one location",
      image: "Enter an artwork base path, like /art/brands/aman-miami-beach",
    });
  });
});

describe("featuredPropertySchema", () => {
  it("accepts the featured property", () => {
    expect(featuredPropertySchema.safeParse(featured).success).toBe(true);
  });

  it("rejects a missing price range and a non-slug", () => {
    const errors = fieldErrorsOf(featuredPropertySchema, { ...featured, priceRange: "", slug: "Rosewood Miami" });
    expect(Object.keys(errors).sort()).toEqual(["priceRange", "slug"]);
  });
});
