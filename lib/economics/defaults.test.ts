import { describe, expect, it } from "vitest";
import { residenceFacts } from "@/lib/catalogue/residence-facts";
import { ESTIMATE_DEFAULTS, YIELD_ASSUMPTIONS } from "@/lib/schemas/economics-values";
import { estimateValuesSchema } from "@/lib/schemas/ownership-estimate";
import { yieldValuesSchema } from "@/lib/schemas/rental-yield";
import { FFE_RESERVE_BPS, ffeReserveBpsFor, yieldDefaultsFor } from "./defaults";
import { miamiProgramme } from "./maths/test-residences";

describe("the calculators' defaults", () => {
  it("are values the estimate's schema accepts as they are", () => {
    expect(estimateValuesSchema.parse(ESTIMATE_DEFAULTS)).toEqual(ESTIMATE_DEFAULTS);
  });

  it("give every building with a programme values the simulator's schema accepts", () => {
    const programmes = residenceFacts.flatMap((facts) => (facts.rentalProgramme.availability === "none" ? [] : [facts.rentalProgramme]));
    expect(programmes.length).toBeGreaterThan(0);
    for (const programme of programmes) {
      const defaults = yieldDefaultsFor(programme);
      expect(yieldValuesSchema.parse(defaults)).toEqual(defaults);
      expect(defaults).toMatchObject({ ...YIELD_ASSUMPTIONS, nightlyRateCents: programme.nightlyRateCents });
    }
  });
});

const offered = {
  structure: "per-unit",
  ownerShareBps: 5_000,
  ownerUseNights: 28,
  nightlyRateCents: 1_000_00,
  occupancyBps: 6_500,
} as const;

describe("ffeReserveBpsFor", () => {
  it("sets a reserve aside only where a rental programme exists", () => {
    expect(ffeReserveBpsFor({ availability: "none" })).toBe(0);
    expect(ffeReserveBpsFor({ availability: "optional", ...offered })).toBe(FFE_RESERVE_BPS);
    expect(ffeReserveBpsFor({ availability: "mandatory", ...offered })).toBe(FFE_RESERVE_BPS);
  });

  it("is 0.5% of the value a year", () => {
    expect(FFE_RESERVE_BPS).toBe(50);
  });
});

describe("yieldDefaultsFor", () => {
  it("starts from the building's programme and the stated assumptions", () => {
    expect(yieldDefaultsFor(miamiProgramme)).toEqual({
      nightlyRateCents: 1_100_00,
      occupancyBps: 7_000,
      ownerUseNights: 21,
      ownerShareBps: 5_500,
      operatorFeeBps: 0,
      rateGrowthBps: 300,
      appreciationBps: 300,
    });
  });
});
