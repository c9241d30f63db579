import { describe, expect, it } from "vitest";
import { estimateHoldingCosts } from "./holding-costs";
import { miamiHoldingCosts as miami } from "./test-holding-costs";

describe("estimateHoldingCosts", () => {
  it("adds service charge, brand fee, property tax and insurance for a month", () => {
    // $2,850,000 and 2,400 sq ft at $0.58 per sq ft a month.
    const estimate = estimateHoldingCosts(miami, 2_850_000_00, 2400);
    expect(estimate.monthly.serviceCharge).toBe(1_392_00); // 2,400 x $0.58
    expect(estimate.monthly.brandFee).toBe(240_00); // 2,400 x $1.20 / 12
    expect(estimate.monthly.propertyTax).toBe(4_631_25); // 1.95% of $2.85M / 12
    expect(estimate.monthly.insurance).toBe(2_137_50); // $9,000 per $1M x 2.85 / 12
    expect(estimate.monthly.total).toBe(1_392_00 + 240_00 + 4_631_25 + 2_137_50);
    expect(estimate.yearly).toBe(estimate.monthly.total * 12);
  });

  it("gives the one-off transfer taxes and closing costs on the price", () => {
    const { oneOff } = estimateHoldingCosts(miami, 2_850_000_00, 2400);
    expect(oneOff).toEqual({ transferTax: 29_925_00, closingCosts: 21_375_00, total: 51_300_00 });
  });

  it("rounds a month to the nearest cent, half away from zero", () => {
    // $1.00 a year over 12 months is 8.33 cents: 8.
    expect(estimateHoldingCosts({ ...miami, brandFeeCentsPerSqftYear: 100 }, 0, 1).monthly.brandFee).toBe(8);
    // 18 cents a year is 1.5 cents a month: 2.
    expect(estimateHoldingCosts({ ...miami, brandFeeCentsPerSqftYear: 18 }, 0, 1).monthly.brandFee).toBe(2);
  });

  it("works out a year's insurance in whole cents, so a tie rounds up, not a cent short", () => {
    // $8,500 a year per $1M on $4,030 is exactly $34.255: $34.26 a year, 285.5 cents a month, so 286.
    // Divided first in floating point, the year came to $34.25 and the month to 285 cents.
    expect(estimateHoldingCosts({ ...miami, insuranceCentsPerMillionYear: 8_500_00 }, 4_030_00, 1).monthly.insurance).toBe(286);
  });

  it("has no property tax where the location has none (Dubai)", () => {
    expect(estimateHoldingCosts({ ...miami, propertyTaxBps: 0 }, 7_500_000_00, 4000).monthly.propertyTax).toBe(0);
  });

  it("refuses a price or area that is not whole", () => {
    expect(() => estimateHoldingCosts(miami, 10.5, 100)).toThrow(RangeError);
    expect(() => estimateHoldingCosts(miami, 100, -1)).toThrow(RangeError);
  });
});
