import { describe, expect, it } from "vitest";
import { ESTIMATE_DEFAULTS, yieldDefaultsFor } from "./defaults";
import { ESTIMATE_TEXT_FIELDS, YIELD_TEXT_FIELDS, numberOfText, numbersOf, textsOf } from "./form-text";

const programme = { ownerShareBps: 5_500, ownerUseNights: 21, nightlyRateCents: 1_100_00, occupancyBps: 7_000 };
const yieldDefaults = yieldDefaultsFor({ availability: "optional", structure: "pooled", ...programme });

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

describe("textsOf and numbersOf", () => {
  it("write the defaults as a person would type them, and read them back", () => {
    const numbers = { downPaymentBps: 3_000, annualRateBps: 650, termYears: 30 };
    expect(textsOf(ESTIMATE_TEXT_FIELDS, ESTIMATE_DEFAULTS)).toEqual({ downPaymentBps: "30", annualRateBps: "6.5", termYears: "30" });
    expect(numbersOf(ESTIMATE_TEXT_FIELDS, textsOf(ESTIMATE_TEXT_FIELDS, numbers), numbers)).toEqual(numbers);
    const texts = textsOf(YIELD_TEXT_FIELDS, yieldDefaults);
    expect(texts).toMatchObject({ nightlyRateCents: "1100", occupancyBps: "70", rateGrowthBps: "3" });
    expect(numbersOf(YIELD_TEXT_FIELDS, texts, yieldDefaults)).toEqual(yieldDefaults);
  });

  it("keep the current value of a field whose text cannot be used", () => {
    const current = { downPaymentBps: 3_000, annualRateBps: 650, termYears: 30 };
    expect(numbersOf(ESTIMATE_TEXT_FIELDS, { downPaymentBps: "25", annualRateBps: "abc", termYears: "100" }, current)).toEqual({
      downPaymentBps: 2_500,
      annualRateBps: 650,
      termYears: 30,
    });
  });
});
