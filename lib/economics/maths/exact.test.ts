import { describe, expect, it } from "vitest";
import { YIELD_LIMITS } from "@/lib/schemas/economics-values";
import { EconomicsInputError, divideRounded, grow, isEconomicsInputError, requireWithin } from "./exact";

describe("divideRounded", () => {
  it("rounds half away from zero", () => {
    expect(divideRounded(5n, 2n)).toBe(3);
    expect(divideRounded(-5n, 2n)).toBe(-3);
    expect(divideRounded(7n, 3n)).toBe(2);
    expect(divideRounded(8n, 3n)).toBe(3);
    expect(divideRounded(0n, 7n)).toBe(0);
  });

  it("refuses a zero or negative divisor and a result too large to hold exactly", () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => divideRounded(1n, -2n)).toThrow(RangeError);
    expect(() => divideRounded(2n ** 60n, 1n)).toThrow(RangeError);
  });
});

describe("grow", () => {
  it("compounds a yearly rate and rounds once", () => {
    expect(grow(100_00, 300, 2)).toBe(106_09);
    expect(grow(100_00, 300, 0)).toBe(100_00);
    expect(grow(100_00, -1_000, 1)).toBe(90_00);
  });

  it("rounds once, not year by year", () => {
    // 1 cent at 40% a year: 1.4, 1.96, 2.744 -> 3 (year by year it would be 1 -> 1 -> 1).
    expect(grow(1, 4_000, 3)).toBe(3);
  });

  it("refuses a fall of 100% or more, negative years and fractions", () => {
    expect(() => grow(100, -10_000, 1)).toThrow(RangeError);
    expect(() => grow(100, 300, -1)).toThrow(RangeError);
    expect(() => grow(10.5, 300, 1)).toThrow(RangeError);
  });
});

describe("requireWithin", () => {
  it("passes a whole number within the limit, ends included", () => {
    expect(() => requireWithin("ownerUseNights", 0, YIELD_LIMITS.ownerUseNights)).not.toThrow();
    expect(() => requireWithin("ownerUseNights", 365, YIELD_LIMITS.ownerUseNights)).not.toThrow();
  });

  it("refuses a value out of range or not whole, naming the field with the limit's sentence", () => {
    for (const value of [366, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      let caught: unknown;
      try {
        requireWithin("ownerUseNights", value, YIELD_LIMITS.ownerUseNights);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EconomicsInputError);
      expect(caught).toMatchObject({ field: "ownerUseNights", message: "Enter owner-use nights from 0 to 365, the nights in a year" });
    }
  });
});

describe("isEconomicsInputError", () => {
  it("recognises the error by its shape and nothing else", () => {
    expect(isEconomicsInputError(new EconomicsInputError("occupancyBps", "Enter an occupancy from 0% to 100%"))).toBe(true);
    expect(isEconomicsInputError(new RangeError("x"))).toBe(false);
    expect(isEconomicsInputError({ name: "EconomicsInputError", field: "x" })).toBe(false);
  });
});
