import { describe, expect, it } from "vitest";
import { ESTIMATE_TEXT_FIELDS, YIELD_TEXT_FIELDS } from "@/lib/schemas/economics-text-fields";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import { yieldDefaultsFor } from "./defaults";
import {
  STARTING_RESIDENCE_ID,
  chooseResidence,
  numbersOf,
  residenceInWords,
  residencesToEstimate,
  textsOf,
  unitQueryValue,
} from "./view-models";

const units = [
  { id: "aman-dune-residence-3a", unit: "Residence 3A", priceCents: 8_900_000_00, sqft: 2_450 },
  { id: "aman-penthouse-12", unit: "Penthouse 12", priceCents: 32_500_000_00, sqft: 4_200 },
];
const residences = residencesToEstimate({ priceCents: 8_500_000_00, sqft: 2_400 }, units);

describe("residencesToEstimate", () => {
  it("puts the listing's starting residence first, then each unit by its label", () => {
    expect(residences).toEqual([
      { id: STARTING_RESIDENCE_ID, name: "Starting residence", priceCents: 8_500_000_00, sqft: 2_400 },
      { id: "aman-dune-residence-3a", name: "Residence 3A", priceCents: 8_900_000_00, sqft: 2_450 },
      { id: "aman-penthouse-12", name: "Penthouse 12", priceCents: 32_500_000_00, sqft: 4_200 },
    ]);
  });
});

describe("chooseResidence", () => {
  it("gives the unit an address names", () => {
    expect(chooseResidence(residences, "aman-penthouse-12")).toEqual({ residence: residences[2], fellBack: false });
  });

  it("gives the starting residence when the address names none", () => {
    expect(chooseResidence(residences, null)).toEqual({ residence: residences[0], fellBack: false });
    expect(chooseResidence(residences, "")).toEqual({ residence: residences[0], fellBack: false });
  });

  it("falls back to the starting residence, and says so, for a unit of another building or a hostile value", () => {
    for (const unitId of ["ritz-carlton-villa-7", "<script>alert(1)</script>", "x".repeat(500)]) {
      expect(chooseResidence(residences, unitId)).toEqual({ residence: residences[0], fellBack: true });
    }
  });
});

describe("unitQueryValue", () => {
  it("writes a unit's id and nothing for the starting residence", () => {
    expect(unitQueryValue("aman-penthouse-12")).toBe("aman-penthouse-12");
    expect(unitQueryValue(STARTING_RESIDENCE_ID)).toBeNull();
  });
});

describe("residenceInWords", () => {
  it("names the starting residence in words and a unit by its label", () => {
    expect(residenceInWords(residences[0]!)).toBe("the starting residence");
    expect(residenceInWords(residences[2]!)).toBe("Penthouse 12");
  });
});

const programme = { ownerShareBps: 5_500, ownerUseNights: 21, nightlyRateCents: 1_100_00, occupancyBps: 7_000 };
const yieldDefaults = yieldDefaultsFor({ availability: "optional", structure: "pooled", ...programme });

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
