import { describe, expect, it } from "vitest";
import { EconomicsInputError } from "./input-error";
import { netYieldBps, simulateRentalYield } from "./rental-yield";
import { MIAMI_YEARLY_COSTS, miamiBasis, miamiTerms } from "./test-residences";

describe("simulateRentalYield", () => {
  it("gives the net income, the net yield on the price and the break-even occupancy", () => {
    const result = simulateRentalYield(miamiBasis, miamiTerms);
    expect(result.grossRevenue).toBe(265_100_00);
    expect(result.ownerShare).toBe(145_805_00);
    expect(result.holdingCosts.total).toBe(MIAMI_YEARLY_COSTS);
    expect(result.netIncome).toBe(30_746_00);
    expect(result.netYieldBps).toBe(108); // $30,746 / $2,850,000 = 1.0788%
    expect(result.breakEven).toEqual({ reachable: true, occupancyBps: 5_538, nightsLet: 191 });
  });

  it("moves the net yield with occupancy", () => {
    const low = simulateRentalYield(miamiBasis, { ...miamiTerms, occupancyBps: 5_000 });
    const full = simulateRentalYield(miamiBasis, { ...miamiTerms, occupancyBps: 10_000 });
    expect(low.netYieldBps).toBeLessThan(0);
    expect(full.netYieldBps).toBe(327); // 344 x $1,100 x 55% - $115,059 = $93,061
    expect(full.netIncome).toBe(93_061_00);
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
