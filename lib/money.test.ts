import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMillions, formatMoney, formatMoneyFigures, parseMoney, plainAmount } from "./money";

describe("parseMoney", () => {
  it.each([
    ["$1,250,000", 125_000_000],
    ["1250000", 125_000_000],
    ["1,250,000.00", 125_000_000],
    ["$ 8,500,000", 850_000_000],
    ["  $650,000  ", 65_000_000],
    ["0", 0],
    ["999", 99_900],
  ])("reads %j as %d cents", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it("keeps the cents that were typed", () => {
    expect(parseMoney("1,250,000.49")).toBe(125_000_049);
    expect(parseMoney("1,250,000.50")).toBe(125_000_050);
    expect(parseMoney("$12.5")).toBe(1_250);
    expect(parseMoney("$45.00")).toBe(4_500);
    expect(parseMoney("0.07")).toBe(7);
    expect(parseMoney("$0.10")).toBe(10);
  });

  it("reads large amounts exactly, to the cent", () => {
    expect(parseMoney("$1,234,567,890,123.45")).toBe(123_456_789_012_345);
    expect(parseMoney("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    "",
    "   ",
    "$",
    "-5",
    "-$5",
    "$-5",
    "2.5M",
    "$ 2.5M",
    "1,25,000",
    "1,2500",
    "12,",
    ",500",
    "1.250.000",
    "abc",
    "$1,250,000.001",
    ".50",
    "1e6",
    "USD 100",
    "$$100",
  ])("returns null for %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("returns null for amounts too large to hold exactly", () => {
    expect(parseMoney("99999999999999999999")).toBeNull();
    expect(parseMoney("90071992547409.92")).toBeNull();
  });
});

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

  it("round-trips with parseMoney, cents included", () => {
    expect(parseMoney(formatMoney(3_250_000_000))).toBe(3_250_000_000);
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => parseMoney(formatMoney(cents)) === cents));
  });
});

describe("formatMoneyFigures", () => {
  it("shows cents on every figure of a group when any has them", () => {
    expect(formatMoneyFigures([701, 300])).toEqual(["$7.01", "$3.00"]);
    expect(formatMoneyFigures([3_150, 1_350])).toEqual(["$31.50", "$13.50"]);
    expect(formatMoneyFigures([17_500_000, 7_500_000])).toEqual(["$175,000", "$75,000"]);
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

describe("plainAmount", () => {
  it("writes dollars, and cents only when there are some, as parseMoney reads them back", () => {
    expect(plainAmount(100_000_000)).toBe("1000000");
    expect(plainAmount(100_000_050)).toBe("1000000.50");
    expect(plainAmount(7)).toBe("0.07");
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => parseMoney(plainAmount(cents)) === cents));
  });
});
