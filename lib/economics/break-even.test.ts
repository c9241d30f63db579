import { describe, expect, it } from "vitest";
import { breakEvenOccupancy } from "./break-even";
import { rentalYear } from "./rental-year";
import { yearlyRunningCosts } from "./running-costs";
import { miamiBasis, miamiTerms } from "./test-residences";

const costs = yearlyRunningCosts(miamiBasis);

describe("breakEvenOccupancy", () => {
  it("is the lowest occupancy whose net income is 0 or more", () => {
    // $115,059 of costs at a 55% share of $1,100 a night needs 190.18 nights, so 191 of 344: 55.38%.
    const breakEven = breakEvenOccupancy(miamiTerms, costs);
    expect(breakEven).toEqual({ reachable: true, occupancyBps: 5_538, nightsLet: 191 });
    expect(rentalYear({ ...miamiTerms, occupancyBps: 5_538 }, costs).netIncome).toBeGreaterThanOrEqual(0);
    expect(rentalYear({ ...miamiTerms, occupancyBps: 5_537 }, costs).netIncome).toBeLessThan(0);
  });

  it("does not depend on the occupancy set", () => {
    expect(breakEvenOccupancy({ ...miamiTerms, occupancyBps: 1_000 }, costs)).toEqual(breakEvenOccupancy(miamiTerms, costs));
  });

  it("is not reachable when even 100% occupancy leaves a loss", () => {
    expect(breakEvenOccupancy({ ...miamiTerms, nightlyRateCents: 100_00 }, costs)).toEqual({ reachable: false });
    expect(breakEvenOccupancy({ ...miamiTerms, ownerUseNights: 365 }, costs)).toEqual({ reachable: false });
  });

  it("is reachable when letting every night covers the costs exactly", () => {
    const exact = { ...costs, total: 344 * 1_000_00 };
    expect(breakEvenOccupancy({ ...miamiTerms, nightlyRateCents: 1_000_00, ownerShareBps: 10_000 }, exact)).toEqual({
      reachable: true,
      occupancyBps: 9_986, // 344 x 99.86% = 343.5, which rounds to every night
      nightsLet: 344,
    });
  });

  it("is 0% when there are no costs", () => {
    expect(breakEvenOccupancy(miamiTerms, { ...costs, total: 0 })).toEqual({ reachable: true, occupancyBps: 0, nightsLet: 0 });
  });
});
