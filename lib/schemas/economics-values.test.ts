import { describe, expect, it } from "vitest";
import { ESTIMATE_LIMITS, NIGHTS_IN_YEAR, YIELD_LIMITS, isWithin } from "./economics-values";

describe("isWithin", () => {
  it("accepts whole numbers from the minimum to the maximum, both included", () => {
    expect(isWithin(1, ESTIMATE_LIMITS.termYears)).toBe(true);
    expect(isWithin(40, ESTIMATE_LIMITS.termYears)).toBe(true);
    expect(isWithin(0, ESTIMATE_LIMITS.termYears)).toBe(false);
    expect(isWithin(41, ESTIMATE_LIMITS.termYears)).toBe(false);
  });

  it("refuses fractions, NaN and infinities", () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(isWithin(value, ESTIMATE_LIMITS.downPaymentBps)).toBe(false);
    }
  });

  it("accepts negative limits for yearly changes", () => {
    expect(isWithin(-2_000, YIELD_LIMITS.appreciationBps)).toBe(true);
    expect(isWithin(-2_001, YIELD_LIMITS.appreciationBps)).toBe(false);
  });

  it("stops owner-use nights at the nights of a year", () => {
    expect(YIELD_LIMITS.ownerUseNights.max).toBe(NIGHTS_IN_YEAR);
    expect(NIGHTS_IN_YEAR).toBe(365);
  });
});
