import { describe, expect, it } from "vitest";
import { STARTING_RESIDENCE_ID, chooseResidence, residenceInWords, residencesToEstimate, unitQueryValue } from "./residence-choice";

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
