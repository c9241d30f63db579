import { describe, expect, it } from "vitest";
import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import { monthlyRunningCosts, yearlyRunningCosts, type ResidenceCostBasis } from "./running-costs";
import { miamiBasis } from "./test-residences";

describe("monthlyRunningCosts", () => {
  it("takes the holding costs of lib/facts and adds the FF&E reserve", () => {
    const costs = monthlyRunningCosts(miamiBasis);
    const { monthly } = estimateHoldingCosts(miamiBasis.costs, miamiBasis.priceCents, miamiBasis.sqft);
    expect(costs).toEqual({
      serviceCharge: monthly.serviceCharge,
      brandFee: monthly.brandFee,
      propertyTax: monthly.propertyTax,
      insurance: monthly.insurance,
      ffeReserve: 1_187_50, // 0.5% of $2,850,000 / 12
      total: monthly.total + 1_187_50,
    });
  });

  it("rounds the FF&E reserve once", () => {
    // 0.5% of $1,000.10 a year is $5.0005, $0.41670833 a month: 42 cents.
    const basis: ResidenceCostBasis = { ...miamiBasis, priceCents: 1_000_10 };
    expect(monthlyRunningCosts(basis).ffeReserve).toBe(42);
  });

  it("has no reserve at 0", () => {
    expect(monthlyRunningCosts({ ...miamiBasis, ffeReserveBps: 0 }).ffeReserve).toBe(0);
  });

  it("refuses a reserve that is not whole basis points", () => {
    expect(() => monthlyRunningCosts({ ...miamiBasis, ffeReserveBps: 0.5 })).toThrow(RangeError);
  });
});

describe("yearlyRunningCosts", () => {
  it("is twelve of the months, part by part", () => {
    const month = monthlyRunningCosts(miamiBasis);
    const year = yearlyRunningCosts(miamiBasis);
    expect(year.serviceCharge).toBe(month.serviceCharge * 12);
    expect(year.ffeReserve).toBe(month.ffeReserve * 12);
    expect(year.total).toBe(month.total * 12);
    expect(year.total).toBe(year.serviceCharge + year.brandFee + year.propertyTax + year.insurance + year.ffeReserve);
  });
});
