import { describe, expect, it } from "vitest";
import { formatArea, formatAreaRange, squareMetres } from "./area";

describe("areas in square feet or square metres", () => {
  it("turns square feet into whole square metres at 10.7639 sq ft to the m²", () => {
    expect(squareMetres(2400)).toBe(223); // 222.97
    expect(squareMetres(10.7639)).toBe(1);
    expect(squareMetres(4200)).toBe(390); // 390.19
  });

  it("writes an area in the chosen unit", () => {
    expect(formatArea(2400, "sqft")).toBe("2,400 sq ft");
    expect(formatArea(2400, "m2")).toBe("223 m²");
    expect(formatArea(12_500, "m2")).toBe("1,161 m²");
  });

  it("writes a range in the chosen unit, and a single value as one area", () => {
    expect(formatAreaRange({ min: 2400, max: 4200 }, "sqft")).toBe("2,400–4,200 sq ft");
    expect(formatAreaRange({ min: 2400, max: 4200 }, "m2")).toBe("223–390 m²");
    expect(formatAreaRange({ min: 2400, max: 2400 }, "m2")).toBe("223 m²");
  });

  it("gives nothing for an unusable area", () => {
    for (const unit of ["sqft", "m2"] as const) {
      expect(formatArea(-1, unit)).toBe("");
      expect(formatArea(Number.NaN, unit)).toBe("");
      expect(formatAreaRange({ min: 4, max: 2 }, unit)).toBe("");
    }
  });
});
