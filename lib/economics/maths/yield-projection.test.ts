import { describe, expect, it } from "vitest";
import { EconomicsInputError } from "./exact";
import { simulateRentalYield } from "./rental-yield";
import { projectRentalYield, type ProjectionYear } from "./yield-projection";
import { miamiBasis, miamiTerms } from "./test-residences";

const values = { ...miamiTerms, rateGrowthBps: 300, appreciationBps: 500 };

/** Year `year` (1 is the first) of a projection; fails the test when there is none. */
function yearOf(projection: ProjectionYear[], year: number): ProjectionYear {
  const found = projection[year - 1];
  if (!found) throw new Error(`The projection has no year ${year}`);
  return found;
}

describe("projectRentalYield", () => {
  it("projects ten years by default", () => {
    const projection = projectRentalYield(miamiBasis, values);
    expect(projection.map((year) => year.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("has a first year equal to the simple yield", () => {
    const first = yearOf(projectRentalYield(miamiBasis, values), 1);
    const { breakEven, ...simple } = simulateRentalYield(miamiBasis, miamiTerms);
    expect(breakEven.reachable).toBe(true);
    expect(first).toEqual({ ...simple, year: 1, cumulativeNetIncome: simple.netIncome, estimatedValue: 2_992_500_00 });
  });

  it("grows the nightly rate, and the costs priced like it, by the rate growth", () => {
    const projection = projectRentalYield(miamiBasis, values);
    const [first, second, third] = [yearOf(projection, 1), yearOf(projection, 2), yearOf(projection, 3)];
    expect(second.nightlyRateCents).toBe(1_133_00); // $1,100 + 3%
    expect(third.nightlyRateCents).toBe(1_166_99); // $1,100 x 1.03^2 = $1,166.99
    expect(second.grossRevenue).toBe(241 * 1_133_00);
    expect(second.holdingCosts.serviceCharge).toBe(47_462_40); // $46,080 + 3%
    expect(second.holdingCosts.brandFee).toBe(2_966_40); // $2,880 + 3%
    expect(second.holdingCosts.insurance).toBe(3_708_00); // the owner's policy, on the area: $3,600 + 3%
    expect(first.holdingCosts.serviceCharge).toBe(46_080_00);
  });

  it("makes property tax and the FF&E reserve follow the value", () => {
    const projection = projectRentalYield(miamiBasis, values);
    const [first, second] = [yearOf(projection, 1), yearOf(projection, 2)];
    expect(second.holdingCosts.propertyTax).toBe(58_353_75); // $55,575 + 5%
    expect(second.holdingCosts.ffeReserve).toBe(14_962_50); // $14,250 + 5%
    expect(first.estimatedValue).toBe(2_992_500_00);
    expect(second.estimatedValue).toBe(3_142_125_00);
  });

  it("adds every year's net income into the cumulative figure", () => {
    const projection = projectRentalYield(miamiBasis, values);
    let sum = 0;
    for (const year of projection) {
      sum += year.netIncome;
      expect(year.cumulativeNetIncome).toBe(sum);
      expect(year.netIncome).toBe(year.ownerIncome - year.holdingCosts.total);
      expect(Number.isSafeInteger(year.netIncome) && Number.isSafeInteger(year.estimatedValue)).toBe(true);
    }
  });

  it("keeps every year the same with no growth", () => {
    const flat = projectRentalYield(miamiBasis, { ...values, rateGrowthBps: 0, appreciationBps: 0 }, 3);
    expect(yearOf(flat, 3).netIncome).toBe(yearOf(flat, 1).netIncome);
    expect(yearOf(flat, 3).cumulativeNetIncome).toBe(3 * yearOf(flat, 1).netIncome);
    expect(yearOf(flat, 3).estimatedValue).toBe(miamiBasis.priceCents);
  });

  it("lets the value fall", () => {
    const falling = projectRentalYield(miamiBasis, { ...values, appreciationBps: -1_000 }, 2);
    expect(yearOf(falling, 2).estimatedValue).toBe(2_308_500_00); // $2.85M x 0.9^2
  });

  it("refuses owner-use nights above the year, changes beyond 20% and a length out of range", () => {
    expect(() => projectRentalYield(miamiBasis, { ...values, ownerUseNights: 366 })).toThrow(EconomicsInputError);
    expect(() => projectRentalYield(miamiBasis, { ...values, appreciationBps: 2_001 })).toThrow(EconomicsInputError);
    expect(() => projectRentalYield(miamiBasis, values, 0)).toThrow(RangeError);
  });
});
