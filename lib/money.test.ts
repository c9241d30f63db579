import { describe, expect, it } from "vitest";
import { formatMillions, formatMoney } from "./money";

describe("formatMoney", () => {
  it("formats whole dollars with a dollar sign and thousands separators, without cents", () => {
    expect(formatMoney(850_000_000)).toBe("$8,500,000");
    expect(formatMoney(65_000_000)).toBe("$650,000");
    expect(formatMoney(0)).toBe("$0");
  });

  it("shows the cents when there are some", () => {
    expect(formatMoney(3_150)).toBe("$31.50");
    expect(formatMoney(1)).toBe("$0.01");
    expect(formatMoney(70_000_070)).toBe("$700,000.70");
  });

  it("formats the largest amounts exactly", () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
    expect(formatMoney(123_456_789_012_345)).toBe("$1,234,567,890,123.45");
  });

  it("shows a minus sign for negative amounts", () => {
    expect(formatMoney(-500_000)).toBe("-$5,000");
    expect(formatMoney(-5)).toBe("-$0.05");
  });

  it("returns an empty string for anything but whole cents", () => {
    expect(formatMoney(Number.NaN)).toBe("");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatMoney(12.5)).toBe("");
  });
});

describe("formatMillions", () => {
  it("formats cents as millions of dollars with two decimals", () => {
    expect(formatMillions(850_000_000)).toBe("$8.50M");
    expect(formatMillions(1_234_567_800)).toBe("$12.35M");
    expect(formatMillions(65_000_000)).toBe("$0.65M");
    expect(formatMillions(0)).toBe("$0.00M");
  });

  it("groups thousands of millions", () => {
    expect(formatMillions(120_000_000_000)).toBe("$1,200.00M");
  });

  it("shows a minus sign for negative amounts", () => {
    expect(formatMillions(-250_000_000)).toBe("-$2.50M");
  });

  it("returns an empty string for anything but whole cents", () => {
    expect(formatMillions(Number.NaN)).toBe("");
    expect(formatMillions(Number.NEGATIVE_INFINITY)).toBe("");
  });
});
