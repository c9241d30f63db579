import { describe, expect, it } from "vitest";
import { buildingContradictions } from "./building-consistency";

// The contradictions issue 28 named, as the sample data held them before.
const ritz = { id: "ritz", priceCents: 2_850_000_00, sqft: 2400 };
const stRegis = { id: "st-regis", priceCents: 6_200_000_00, sqft: 3800 };
const fourSeasons = { id: "four-seasons", priceCents: 12_500_000_00, sqft: 4800 };

describe("buildingContradictions", () => {
  it("finds units priced far above the starting residence per sq ft (Ritz-Carlton: $1,188 against $2,379-2,839)", () => {
    const units = [
      { id: "2a", priceCents: 6_900_000_00, sqft: 2900 },
      { id: "ph9", priceCents: 15_900_000_00, sqft: 5600 },
    ];
    const problems = buildingContradictions(ritz, { min: 2400, max: 2400 }, units);
    expect(problems).toEqual(["2a: price per sq ft is 2.00 times ritz's", "ph9: price per sq ft is 2.39 times ritz's"]);
  });

  it("finds a unit of the starting residence's area at a much higher price (St. Regis: 3,800 sq ft at $9.8M against $6.2M)", () => {
    const problems = buildingContradictions(stRegis, { min: 3800, max: 3800 }, [{ id: "312", priceCents: 9_800_000_00, sqft: 3800 }]);
    expect(problems).toEqual(["312: price per sq ft is 1.58 times st-regis's"]);
  });

  it("finds a unit smaller than the smallest residence (Four Seasons: 4,100 sq ft against 4,800)", () => {
    const problems = buildingContradictions(fourSeasons, { min: 4800, max: 4800 }, [{ id: "6a", priceCents: 12_500_000_00, sqft: 4100 }]);
    expect(problems).toEqual(["6a: 4100 sq ft is below the smallest residence's 4800"]);
  });

  it("finds a unit cheaper than the starting price and one larger than a stated span", () => {
    const units = [
      { id: "cheap", priceCents: 2_500_000_00, sqft: 2400 },
      { id: "large", priceCents: 4_000_000_00, sqft: 3000 },
    ];
    expect(buildingContradictions(ritz, { min: 2400, max: 2800 }, units)).toEqual([
      "cheap: costs less than ritz's starting price",
      "large: 3000 sq ft is above the building's largest, 2800",
    ]);
  });

  it("passes a consistent building", () => {
    const units = [
      { id: "a", priceCents: 3_000_000_00, sqft: 2400 },
      { id: "b", priceCents: 5_500_000_00, sqft: 3600 },
    ];
    expect(buildingContradictions(ritz, { min: 2400, max: 2400 }, units)).toEqual([]);
  });
});
