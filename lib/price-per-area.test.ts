import { describe, expect, it } from "vitest";
import { SQFT_PER_SQUARE_METRE } from "./area";
import { amountPerArea } from "./price-per-area";

describe("amountPerArea", () => {
  it("works out the price per m² from the price, rounding once", () => {
    // $8,500,000 over 2,400 sq ft: $3,541.67 per sq ft, and $38,122.1458 per m², so $38,122.15.
    expect(amountPerArea(8_500_000_00, 2400)).toEqual({ sqft: 3_541_67, m2: 38_122_15 });
    // Rounded twice (per sq ft first, then x 10.7639), the same price came to $38,122.18.
    expect(Math.round(3_541_67 * SQFT_PER_SQUARE_METRE)).toBe(38_122_18);
  });

  it("gives zeros for no area", () => {
    expect(amountPerArea(1_000_00, 0)).toEqual({ sqft: 0, m2: 0 });
  });
});
