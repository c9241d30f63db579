import { describe, expect, it } from "vitest";
import { formatCell, formatYield, rowLabel } from "./format-cell";

describe("the text of a comparison cell", () => {
  it("writes money, per sq ft, areas and counts", () => {
    expect(formatCell({ kind: "money", cents: 8_500_000_00 })).toBe("$8,500,000");
    expect(formatCell({ kind: "money-per-sqft", cents: 3_541_67 })).toBe("$3,541.67 per sq ft");
    expect(formatCell({ kind: "area", sqft: 2400 })).toBe("2,400 sq ft");
    expect(formatCell({ kind: "count", value: 4.5 })).toBe("4.5");
    expect(formatCell({ kind: "count-of", value: 8, of: 10 })).toBe("8 of 10");
  });

  it("writes money and areas in the chosen currency and unit, marked as converted", () => {
    const euros = { currency: "EUR", area: "m2" } as const;
    expect(formatCell({ kind: "money", cents: 8_500_000_00 }, euros)).toMatch(/^≈ €[\d,]+$/);
    expect(formatCell({ kind: "money-per-sqft", cents: 1_000_00 }, { currency: "USD", area: "m2" })).toBe("$10,763.90 per m²");
    expect(formatCell({ kind: "area", sqft: 2400 }, euros)).toBe("223 m²");
    // The price per m² worked out from the price (rounded once) is the one shown.
    expect(formatCell({ kind: "money-per-sqft", cents: 3_541_67, m2Cents: 38_122_15 }, { currency: "USD", area: "m2" })).toBe(
      "$38,122.15 per m²",
    );
    expect(formatCell({ kind: "money", cents: 1_000_00 }, { currency: "JPY", area: "sqft" })).toMatch(/^≈ ¥[\d,]+$/);
  });

  it("writes yes or no, words as they are, and yields with two decimals", () => {
    expect(formatCell({ kind: "yes-no", yes: true })).toBe("Yes");
    expect(formatCell({ kind: "yes-no", yes: false })).toBe("No");
    expect(formatCell({ kind: "text", text: "Aman" })).toBe("Aman");
    expect(formatYield(173)).toBe("1.73%");
    expect(formatYield(-7)).toBe("-0.07%");
    expect(formatCell({ kind: "yield", bps: null })).toBe("No programme");
  });

  it("names the price per area in the chosen unit", () => {
    expect(rowLabel({ key: "price-per-sqft", label: "Price per sq ft" }, "m2")).toBe("Price per m²");
    expect(rowLabel({ key: "price-per-sqft", label: "Price per sq ft" }, "sqft")).toBe("Price per sq ft");
    expect(rowLabel({ key: "price", label: "Price" }, "m2")).toBe("Price");
  });
});
