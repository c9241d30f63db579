import { describe, expect, it } from "vitest";
import { EconomicsInputError, isEconomicsInputError, requireWithin } from "./input-error";
import { YIELD_LIMITS } from "./limits";

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
