import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fractionOf, shareOf, splitAmount } from "./money-shares";

const cents = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const rate = fc.integer({ min: 0, max: 10_000 });

describe("shareOf", () => {
  it("takes a rate in basis points of an amount in cents", () => {
    expect(shareOf(4_500, 7_000)).toBe(3_150);
    expect(shareOf(850_000_000, 300)).toBe(25_500_000);
    expect(shareOf(100, 10_000)).toBe(100);
    expect(shareOf(100, 0)).toBe(0);
  });

  it("rounds odd cents to the nearest cent, half away from zero", () => {
    expect(shareOf(1, 7_000)).toBe(1); // 0.7
    expect(shareOf(3, 7_000)).toBe(2); // 2.1
    expect(shareOf(5, 7_000)).toBe(4); // 3.5
    expect(shareOf(5, 3_000)).toBe(2); // 1.5
    expect(shareOf(-5, 3_000)).toBe(-2); // -1.5
    expect(shareOf(50, 100)).toBe(1); // 0.5
    expect(shareOf(49, 100)).toBe(0); // 0.49
  });

  it("is exact for the largest amounts, where floating point would not be", () => {
    // 70% of $90,071,992,547,409.91 is $63,050,394,783,186.937; Math.round(amount * 0.7) gives a cent less.
    expect(shareOf(Number.MAX_SAFE_INTEGER, 7_000)).toBe(6_305_039_478_318_694);
    expect(shareOf(123_456_789_012_345, 300)).toBe(3_703_703_670_370);
  });

  it("never rounds by more than half a cent", () => {
    fc.assert(
      fc.property(cents, rate, (amount, bp) => {
        const exact = (BigInt(amount) * BigInt(bp) * 2n) / 10_000n; // twice the share, truncated
        const doubled = BigInt(shareOf(amount, bp)) * 2n;
        return doubled - exact <= 1n && exact - doubled <= 1n;
      }),
    );
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => shareOf(12.5, 7_000)).toThrow(RangeError);
    expect(() => shareOf(Number.NaN, 7_000)).toThrow(RangeError);
  });
});

describe("splitAmount", () => {
  it("splits $45.00 70/30 into $31.50 and $13.50", () => {
    expect(splitAmount(4_500, 7_000)).toEqual([3_150, 1_350]);
  });

  it("gives every odd cent to one side, so nothing is lost or made up", () => {
    expect(splitAmount(1, 7_000)).toEqual([1, 0]);
    expect(splitAmount(4_501, 7_000)).toEqual([3_151, 1_350]);
    expect(splitAmount(100_000_100, 7_000)).toEqual([70_000_070, 30_000_030]);
  });

  it("always adds up to exactly the amount, however large", () => {
    fc.assert(
      fc.property(cents, rate, (amount, bp) => {
        const [first, second] = splitAmount(amount, bp);
        return first + second === amount && Number.isSafeInteger(first) && Number.isSafeInteger(second) && second >= 0;
      }),
    );
  });
});

describe("fractionOf", () => {
  it("multiplies before it divides, so a tie rounds half away from zero", () => {
    // Divided first in floating point, 403_000 / 1e8 x 850_000 came to 3_425.4999…
    expect(fractionOf(403_000, 850_000, 100_000_000)).toBe(3_426);
    expect(fractionOf(-403_000, 850_000, 100_000_000)).toBe(-3_426);
    expect(fractionOf(4_500, 7_000, 10_000)).toBe(shareOf(4_500, 7_000));
  });

  it("refuses a denominator that is not a whole number above 0", () => {
    expect(() => fractionOf(100, 1, 0)).toThrow(RangeError);
    expect(() => fractionOf(100, 1, 1.5)).toThrow(RangeError);
  });
});
