import { describe, expect, it } from "vitest";
import { residenceSchema, type Residence } from "./residence";
import { fieldErrorsOf } from "./test-utils";

const residence: Residence = {
  id: "aman-residence-3a",
  name: "Dune Pavilion Residence",
  unit: "Residence 3A",
  building: "Aman Miami Beach",
  projectId: "aman-miami-beach",
  brand: "Aman",
  brandSlug: "aman",
  location: "Miami Beach, Florida",
  priceCents: 8_900_000_00,
  bedrooms: 2,
  bathrooms: 2.5,
  sqft: 2450,
  description: "A calm corner residence.",
  image: "/art/residences/aman-residence-3a",
  imageAlt: "Poster-style illustration of a pale stone terrace above the sea",
  amenities: ["Private plunge pool"],
};

describe("residenceSchema", () => {
  it("accepts a unit with fractional bathrooms", () => {
    expect(residenceSchema.safeParse(residence).success).toBe(true);
  });

  it("rejects prices as text and negative bathrooms", () => {
    expect(Object.keys(fieldErrorsOf(residenceSchema, { ...residence, priceCents: "$8.9M", bathrooms: -1 })).sort()).toEqual([
      "bathrooms",
      "priceCents",
    ]);
  });
});
