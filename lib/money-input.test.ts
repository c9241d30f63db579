import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import { parseMoney, plainAmount } from "./money-input";

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

  it("reads back what formatMoney writes, cents included", () => {
    expect(parseMoney(formatMoney(3_250_000_000))).toBe(3_250_000_000);
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => parseMoney(formatMoney(cents)) === cents));
  });
});

describe("plainAmount", () => {
  it("writes dollars, and cents only when there are some, as parseMoney reads them back", () => {
    expect(plainAmount(100_000_000)).toBe("1000000");
    expect(plainAmount(100_000_050)).toBe("1000000.50");
    expect(plainAmount(7)).toBe("0.07");
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => parseMoney(plainAmount(cents)) === cents));
  });

  it("puts the sign of a negative amount in front of the same digits", () => {
    expect(plainAmount(-150)).toBe("-1.50");
    expect(plainAmount(-7)).toBe("-0.07");
    expect(plainAmount(-100_000_000)).toBe("-1000000");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (cents) => plainAmount(-cents) === `-${plainAmount(cents)}`),
    );
  });
});
