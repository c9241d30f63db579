import { describe, expect, it } from "vitest";
import { formatMillions, formatMoney, parseMoney } from "./money";

describe("parseMoney", () => {
  it.each([
    ["$1,250,000", 1_250_000],
    ["1250000", 1_250_000],
    ["1,250,000.00", 1_250_000],
    ["$ 8,500,000", 8_500_000],
    ["  $650,000  ", 650_000],
    ["0", 0],
    ["999", 999],
  ])("reads %j as %d whole dollars", (text, dollars) => {
    expect(parseMoney(text)).toBe(dollars);
  });

  it("rounds cents to the nearest whole dollar", () => {
    expect(parseMoney("1,250,000.49")).toBe(1_250_000);
    expect(parseMoney("1,250,000.50")).toBe(1_250_001);
    expect(parseMoney("$12.5")).toBe(13);
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
  });
});

describe("formatMoney", () => {
  it("formats whole dollars with a dollar sign and thousands separators", () => {
    expect(formatMoney(8_500_000)).toBe("$8,500,000");
    expect(formatMoney(650_000)).toBe("$650,000");
    expect(formatMoney(0)).toBe("$0");
  });

  it("rounds to whole dollars", () => {
    expect(formatMoney(1_250_000.6)).toBe("$1,250,001");
  });

  it("shows a minus sign for negative amounts", () => {
    expect(formatMoney(-5_000)).toBe("-$5,000");
  });

  it("returns an empty string for non-finite numbers", () => {
    expect(formatMoney(Number.NaN)).toBe("");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("round-trips with parseMoney", () => {
    expect(parseMoney(formatMoney(32_500_000))).toBe(32_500_000);
  });
});

describe("formatMillions", () => {
  it("formats dollars as millions with two decimals", () => {
    expect(formatMillions(8_500_000)).toBe("$8.50M");
    expect(formatMillions(12_345_678)).toBe("$12.35M");
    expect(formatMillions(650_000)).toBe("$0.65M");
    expect(formatMillions(0)).toBe("$0.00M");
  });

  it("groups thousands of millions", () => {
    expect(formatMillions(1_200_000_000)).toBe("$1,200.00M");
  });

  it("shows a minus sign for negative amounts", () => {
    expect(formatMillions(-2_500_000)).toBe("-$2.50M");
  });

  it("returns an empty string for non-finite numbers", () => {
    expect(formatMillions(Number.NaN)).toBe("");
    expect(formatMillions(Number.NEGATIVE_INFINITY)).toBe("");
  });
});
