import { describe, expect, it } from "vitest";
import { brands } from "./brands";
import { rentalsOfBrand } from "./brand-rentals";
import { rentalListings } from "./rentals";

describe("rentalsOfBrand", () => {
  it("finds a brand's rentals through their building", () => {
    expect(rentalsOfBrand("ritz-carlton").map((rental) => rental.id)).toEqual(["ritz-carlton-miami-beach-lagoon-villa"]);
  });

  it("gives nothing for a brand without rentals", () => {
    expect(rentalsOfBrand("aman")).toEqual([]);
  });

  it("places every rental under exactly one brand", () => {
    const placed = brands.flatMap((brand) => rentalsOfBrand(brand.slug));
    expect(placed.map((rental) => rental.id).sort()).toEqual(rentalListings.map((rental) => rental.id).sort());
  });
});
