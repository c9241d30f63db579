import { describe, expect, it } from "vitest";
import { YIELD_ASSUMPTIONS } from "./economics-values";
import { yieldValuesSchema } from "./rental-yield";

const programmeTerms = { nightlyRateCents: 1_100_00, occupancyBps: 7_000, ownerUseNights: 21, ownerShareBps: 5_500 };

function messageFor(change: Record<string, unknown>): string | undefined {
  return yieldValuesSchema.safeParse({ ...programmeTerms, ...change }).error?.issues[0]?.message;
}

describe("yieldValuesSchema", () => {
  it("takes operator fees and the yearly changes from the assumptions when missing", () => {
    expect(yieldValuesSchema.parse(programmeTerms)).toEqual({ ...programmeTerms, ...YIELD_ASSUMPTIONS });
  });

  it("needs the programme's terms", () => {
    expect(yieldValuesSchema.safeParse({}).success).toBe(false);
  });

  it("accepts 100% occupancy, 365 owner-use nights and a falling value", () => {
    expect(messageFor({ occupancyBps: 10_000, ownerUseNights: 365, appreciationBps: -2_000 })).toBeUndefined();
  });

  it("refuses owner-use nights above the nights in a year with a clear message", () => {
    expect(messageFor({ ownerUseNights: 366 })).toBe("Enter owner-use nights from 0 to 365, the nights in a year");
  });

  it("refuses shares over 100% and changes beyond 20% a year", () => {
    expect(messageFor({ occupancyBps: 10_001 })).toBe("Enter an occupancy from 0% to 100%");
    expect(messageFor({ ownerShareBps: 10_001 })).toBe("Enter the owner's share from 0% to 100%");
    expect(messageFor({ operatorFeeBps: -1 })).toBe("Enter operator fees from 0% to 100% of the owner's share");
    expect(messageFor({ rateGrowthBps: 2_001 })).toBe("Enter a yearly change in the nightly rate from -20% to 20%");
    expect(messageFor({ appreciationBps: -2_001 })).toBe("Enter a yearly change in the value from -20% to 20%");
  });

  it("refuses a nightly rate of nothing, a fraction of a cent or over $100,000", () => {
    for (const nightlyRateCents of [0, 10.5, 100_000_01, Number.NaN]) {
      expect(messageFor({ nightlyRateCents })).toBe("Enter a nightly rate from $0.01 to $100,000");
    }
  });
});
