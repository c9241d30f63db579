import { describe, expect, it } from "vitest";
import { divideRounded, grow } from "./rounding";

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
