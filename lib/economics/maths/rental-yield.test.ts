import { describe, expect, it } from "vitest";
import { NIGHTS_A_YEAR } from "@/lib/facts/rental-revenue";
import { NIGHTS_IN_YEAR } from "@/lib/schemas/economics-values";
import { EconomicsInputError, isEconomicsInputError } from "./exact";
import { breakEvenOccupancy, netYieldBps, nightsAvailable, rentalYear, simulateRentalYield } from "./rental-yield";
import { yearlyRunningCosts } from "./running-costs";
import { MIAMI_YEARLY_COSTS, miamiBasis, miamiTerms } from "./test-residences";

const costs = yearlyRunningCosts(miamiBasis);

describe("nightsAvailable", () => {
  it("is 365 less the owner-use nights, down to none", () => {
    expect(nightsAvailable(21)).toBe(344);
    expect(nightsAvailable(0)).toBe(365);
    expect(nightsAvailable(365)).toBe(0);
  });

  it("counts the nights of a year as the facts section's typical year does", () => {
    expect(NIGHTS_IN_YEAR).toBe(NIGHTS_A_YEAR);
  });

  it("refuses more owner-use nights than the year has, with a message for the field", () => {
    let caught: unknown;
    try {
      nightsAvailable(366);
    } catch (error) {
      caught = error;
    }
    expect(isEconomicsInputError(caught)).toBe(true);
    expect(caught).toMatchObject({ field: "ownerUseNights", message: "Enter owner-use nights from 0 to 365, the nights in a year" });
  });
});

describe("rentalYear", () => {
  it("lets the nights available at the occupancy and keeps the owner's share, less the costs", () => {
    expect(costs.total).toBe(MIAMI_YEARLY_COSTS);
    expect(rentalYear(miamiTerms, costs)).toEqual({
      nightlyRateCents: 1_100_00,
      nightsAvailable: 344,
      nightsLet: 241, // 344 x 70% = 240.8
      grossRevenue: 265_100_00, // 241 x $1,100
      ownerShare: 145_805_00, // 55%
      operatorFees: 0,
      ownerIncome: 145_805_00,
      holdingCosts: costs,
      netIncome: 145_805_00 - MIAMI_YEARLY_COSTS,
    });
  });

  it("lets every night available at 100% occupancy", () => {
    const year = rentalYear({ ...miamiTerms, occupancyBps: 10_000 }, costs);
    expect(year.nightsLet).toBe(344);
    expect(year.grossRevenue).toBe(344 * 1_100_00);
  });

  it("rounds the nights let once, half away from zero", () => {
    // 345 nights at 50% is 172.5 nights: 173.
    expect(rentalYear({ ...miamiTerms, ownerUseNights: 20, occupancyBps: 5_000 }, costs).nightsLet).toBe(173);
  });

  it("takes the operator's fees from the owner's share", () => {
    const year = rentalYear({ ...miamiTerms, operatorFeeBps: 1_000 }, costs);
    expect(year.operatorFees).toBe(14_580_50);
    expect(year.ownerIncome).toBe(145_805_00 - 14_580_50);
    expect(year.netIncome).toBe(year.ownerIncome - MIAMI_YEARLY_COSTS);
  });

  it("rounds each share once, from the line above it", () => {
    // 1 night at $0.03: 55% is 1.65 cents (2), and 50% of that is 1 cent.
    const year = rentalYear(
      { nightlyRateCents: 3, occupancyBps: 10, ownerUseNights: 0, ownerShareBps: 5_500, operatorFeeBps: 5_000 },
      costs,
    );
    expect(year).toMatchObject({ nightsLet: 0 });
    const one = rentalYear(
      { nightlyRateCents: 3, occupancyBps: 30, ownerUseNights: 0, ownerShareBps: 5_500, operatorFeeBps: 5_000 },
      costs,
    );
    expect(one).toMatchObject({ nightsLet: 1, grossRevenue: 3, ownerShare: 2, operatorFees: 1, ownerIncome: 1 });
  });

  it("loses the whole running costs when the owner uses every night", () => {
    const year = rentalYear({ ...miamiTerms, ownerUseNights: 365 }, costs);
    expect(year).toMatchObject({ nightsAvailable: 0, nightsLet: 0, grossRevenue: 0, netIncome: -MIAMI_YEARLY_COSTS });
  });

  it("refuses owner-use nights above the year and shares over 100%", () => {
    expect(() => rentalYear({ ...miamiTerms, ownerUseNights: 400 }, costs)).toThrow(EconomicsInputError);
    expect(() => rentalYear({ ...miamiTerms, occupancyBps: 10_001 }, costs)).toThrow("Enter an occupancy from 0% to 100%");
    expect(() => rentalYear({ ...miamiTerms, ownerShareBps: -1 }, costs)).toThrow("Enter the owner's share from 0% to 100%");
    expect(() => rentalYear({ ...miamiTerms, nightlyRateCents: 1.5 }, costs)).toThrow(EconomicsInputError);
  });
});

describe("breakEvenOccupancy", () => {
  it("is the lowest occupancy whose net income is 0 or more", () => {
    // $122,385 of costs at a 55% share of $1,100 a night needs 202.29 nights, so 203 of 344: 58.87%.
    const breakEven = breakEvenOccupancy(miamiTerms, costs);
    expect(breakEven).toEqual({ reachable: true, occupancyBps: 5_887, nightsLet: 203 });
    expect(rentalYear({ ...miamiTerms, occupancyBps: 5_887 }, costs).netIncome).toBeGreaterThanOrEqual(0);
    expect(rentalYear({ ...miamiTerms, occupancyBps: 5_886 }, costs).netIncome).toBeLessThan(0);
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

describe("simulateRentalYield", () => {
  it("gives the net income, the net yield on the price and the break-even occupancy", () => {
    const result = simulateRentalYield(miamiBasis, miamiTerms);
    expect(result.grossRevenue).toBe(265_100_00);
    expect(result.ownerShare).toBe(145_805_00);
    expect(result.holdingCosts.total).toBe(MIAMI_YEARLY_COSTS);
    expect(result.netIncome).toBe(23_420_00);
    expect(result.netYieldBps).toBe(82); // $23,420 / $2,850,000 = 0.8218%
    expect(result.breakEven).toEqual({ reachable: true, occupancyBps: 5_887, nightsLet: 203 });
  });

  it("moves the net yield with occupancy", () => {
    const low = simulateRentalYield(miamiBasis, { ...miamiTerms, occupancyBps: 5_000 });
    const full = simulateRentalYield(miamiBasis, { ...miamiTerms, occupancyBps: 10_000 });
    expect(low.netYieldBps).toBeLessThan(0);
    expect(full.netYieldBps).toBe(301); // 344 x $1,100 x 55% - $122,385 = $85,735
    expect(full.netIncome).toBe(85_735_00);
  });

  it("refuses owner-use nights above the nights in a year", () => {
    expect(() => simulateRentalYield(miamiBasis, { ...miamiTerms, ownerUseNights: 366 })).toThrow(EconomicsInputError);
  });
});

describe("netYieldBps", () => {
  it("rounds the share of the price once, half away from zero, negative for a loss", () => {
    expect(netYieldBps(50_00, 1_000_000)).toBe(50);
    expect(netYieldBps(5, 1_000_000)).toBe(0);
    expect(netYieldBps(-150, 1_000_000)).toBe(-2); // -1.5 bps
  });

  it("needs a price of more than 0", () => {
    expect(() => netYieldBps(1, 0)).toThrow(RangeError);
  });
});
