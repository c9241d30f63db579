import { describe, expect, it } from "vitest";
import { ESTIMATE_TEXT_FIELDS, YIELD_TEXT_FIELDS, numberOfText } from "./economics-text-fields";

describe("numberOfText", () => {
  it("reads a percentage with or without its sign, to two decimals", () => {
    expect(numberOfText(ESTIMATE_TEXT_FIELDS.annualRateBps, "6.5")).toBe(650);
    expect(numberOfText(ESTIMATE_TEXT_FIELDS.annualRateBps, " 6.25 % ")).toBe(625);
    expect(numberOfText(ESTIMATE_TEXT_FIELDS.downPaymentBps, "100")).toBe(10_000);
  });

  it("reads dollars as a person types them, and whole numbers", () => {
    expect(numberOfText(YIELD_TEXT_FIELDS.nightlyRateCents, "$1,250.50")).toBe(1_250_50);
    expect(numberOfText(YIELD_TEXT_FIELDS.nightlyRateCents, "980")).toBe(980_00);
    expect(numberOfText(ESTIMATE_TEXT_FIELDS.termYears, " 15 ")).toBe(15);
  });

  it("reads a fall in the yearly changes, and only there", () => {
    expect(numberOfText(YIELD_TEXT_FIELDS.appreciationBps, "-1.5")).toBe(-150);
    expect(numberOfText(YIELD_TEXT_FIELDS.occupancyBps, "-5")).toBeNull();
  });

  it("refuses what is out of range or not a number", () => {
    for (const text of ["", "abc", "6.125", "1e3", "NaN", "101"])
      expect(numberOfText(ESTIMATE_TEXT_FIELDS.downPaymentBps, text)).toBeNull();
    expect(numberOfText(YIELD_TEXT_FIELDS.ownerUseNights, "366")).toBeNull();
    expect(numberOfText(ESTIMATE_TEXT_FIELDS.termYears, "0")).toBeNull();
    expect(numberOfText(YIELD_TEXT_FIELDS.nightlyRateCents, "0")).toBeNull();
    expect(numberOfText(YIELD_TEXT_FIELDS.rateGrowthBps, "-25")).toBeNull();
  });
});
