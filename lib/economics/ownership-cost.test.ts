import { describe, expect, it } from "vitest";
import { ESTIMATE_DEFAULTS } from "./defaults";
import { estimateOwnershipCost } from "./ownership-cost";
import { miamiBasis } from "./test-residences";

const mortgage = { financing: "mortgage", downPaymentBps: 3_000, annualRateBps: 600, termYears: 30 } as const;

describe("estimateOwnershipCost", () => {
  it("adds the mortgage payment to the running costs of the month", () => {
    // $2,850,000 with 30% down: a $1,995,000 loan at 6% over 30 years.
    const cost = estimateOwnershipCost(miamiBasis, mortgage);
    expect(cost.loan).toEqual({ amount: 1_995_000_00, monthlyPayment: 11_961_03, totalInterest: 2_310_971_87, months: 360 });
    expect(cost.monthly).toEqual({
      mortgage: 11_961_03,
      propertyTax: 4_631_25, // 1.95% of $2.85M / 12
      serviceCharge: 1_392_00, // 2,400 sq ft x $0.58
      brandFee: 240_00, // 2,400 sq ft x $1.20 / 12
      insurance: 2_137_50, // $9,000 per $1M x 2.85 / 12
      ffeReserve: 1_187_50, // 0.5% of $2.85M / 12
      total: 11_961_03 + 4_631_25 + 1_392_00 + 240_00 + 2_137_50 + 1_187_50,
    });
  });

  it("gives a year as twelve of the months, line by line", () => {
    const { monthly, yearly } = estimateOwnershipCost(miamiBasis, mortgage);
    expect(yearly.mortgage).toBe(monthly.mortgage * 12);
    expect(yearly.ffeReserve).toBe(monthly.ffeReserve * 12);
    expect(yearly.total).toBe(monthly.total * 12);
  });

  it("has no mortgage for a cash purchase, and the whole price as the deposit", () => {
    const cost = estimateOwnershipCost(miamiBasis, { ...ESTIMATE_DEFAULTS, financing: "cash" });
    expect(cost.loan).toBeNull();
    expect(cost.monthly.mortgage).toBe(0);
    expect(cost.monthly.total).toBe(4_631_25 + 1_392_00 + 240_00 + 2_137_50 + 1_187_50);
    expect(cost.oneOff).toEqual({ deposit: 2_850_000_00, transferTax: 29_925_00, closingCosts: 21_375_00, total: 2_901_300_00 });
    expect(cost.oneOffBreakdown[0]).toEqual({ key: "deposit", label: "Price paid in cash", cents: 2_850_000_00 });
  });

  it("gives the down payment, transfer taxes and closing costs at purchase", () => {
    const { oneOff, oneOffBreakdown } = estimateOwnershipCost(miamiBasis, mortgage);
    expect(oneOff).toEqual({ deposit: 855_000_00, transferTax: 29_925_00, closingCosts: 21_375_00, total: 906_300_00 });
    expect(oneOffBreakdown.map((line) => line.label)).toEqual(["Down payment", "Transfer taxes", "Title, legal and closing costs"]);
  });

  it("lists the month's lines in a stable order, zeros kept, adding up to the total", () => {
    const cost = estimateOwnershipCost({ ...miamiBasis, costs: { ...miamiBasis.costs, propertyTaxBps: 0 } }, mortgage);
    expect(cost.breakdown.map((line) => line.key)).toEqual([
      "mortgage",
      "propertyTax",
      "serviceCharge",
      "brandFee",
      "insurance",
      "ffeReserve",
    ]);
    expect(cost.breakdown[1]).toEqual({ key: "propertyTax", label: "Property tax", cents: 0 });
    expect(cost.breakdown.reduce((sum, line) => sum + line.cents, 0)).toBe(cost.monthly.total);
  });

  it("pays the loan evenly at a 0% rate and lends nothing at 100% down", () => {
    expect(estimateOwnershipCost(miamiBasis, { ...mortgage, annualRateBps: 0 }).monthly.mortgage).toBe(5_541_67); // $1,995,000 / 360
    const allDown = estimateOwnershipCost(miamiBasis, { ...mortgage, downPaymentBps: 10_000 });
    expect(allDown.loan).toMatchObject({ amount: 0, monthlyPayment: 0, totalInterest: 0 });
    expect(allDown.oneOff.deposit).toBe(2_850_000_00);
  });

  it("moves the monthly total when the down payment changes", () => {
    const more = estimateOwnershipCost(miamiBasis, { ...mortgage, downPaymentBps: 5_000 });
    expect(more.monthly.total).toBeLessThan(estimateOwnershipCost(miamiBasis, mortgage).monthly.total);
  });
});
