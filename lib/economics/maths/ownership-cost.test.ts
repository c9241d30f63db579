import { describe, expect, it } from "vitest";
import { dubaiHoldingCosts } from "@/lib/facts/test-holding-costs";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import { EconomicsInputError } from "./exact";
import {
  MONTHLY_COST_KEYS,
  ONE_OFF_COST_KEYS,
  estimateOwnershipCost,
  monthlyCostLabels,
  monthlyPayment,
  oneOffCostLabels,
  splitPurchase,
  totalInterest,
} from "./ownership-cost";
import { miamiBasis } from "./test-residences";

describe("cost labels", () => {
  it("word every monthly line, the mortgage first", () => {
    expect(MONTHLY_COST_KEYS[0]).toBe("mortgage");
    expect(Object.keys(monthlyCostLabels).sort()).toEqual([...MONTHLY_COST_KEYS].sort());
  });

  it("call the deposit the down payment with a mortgage and the price for cash", () => {
    expect(oneOffCostLabels("mortgage").deposit).toBe("Down payment");
    expect(oneOffCostLabels("cash").deposit).toBe("Price paid in cash");
    expect(Object.keys(oneOffCostLabels("cash"))).toEqual([...ONE_OFF_COST_KEYS]);
  });
});

describe("monthlyPayment", () => {
  it("is $5,995.51 a month for $1,000,000 at 6% over 30 years", () => {
    expect(monthlyPayment(1_000_000_00, 600, 30)).toBe(5_995_51);
  });

  it("matches other published amortisation values", () => {
    // $200,000 at 5% over 30 years: $1,073.64; $300,000 at 7% over 15 years: $2,696.48.
    expect(monthlyPayment(200_000_00, 500, 30)).toBe(1_073_64);
    expect(monthlyPayment(300_000_00, 700, 15)).toBe(2_696_48);
  });

  it("divides the loan evenly at a 0% rate", () => {
    expect(monthlyPayment(360_000_00, 0, 30)).toBe(1_000_00);
    // $100,000 over 360 months is $277.777...: $277.78.
    expect(monthlyPayment(100_000_00, 0, 30)).toBe(277_78);
  });

  it("is 0 with no loan", () => {
    expect(monthlyPayment(0, 600, 30)).toBe(0);
    expect(monthlyPayment(0, 0, 30)).toBe(0);
  });

  it("refuses a term of 0 or 100 years and a rate out of range, naming the field", () => {
    expect(() => monthlyPayment(1_000_00, 600, 0)).toThrow(EconomicsInputError);
    expect(() => monthlyPayment(1_000_00, 600, 100)).toThrow("Enter a term from 1 to 40 years");
    expect(() => monthlyPayment(1_000_00, -1, 30)).toThrow("Enter an interest rate from 0% to 25%");
    expect(() => monthlyPayment(10.5, 600, 30)).toThrow(RangeError);
  });
});

describe("totalInterest", () => {
  it("is the exact payments less the loan, rounded once", () => {
    // 360 x $5,995.505252... - $1,000,000 = $1,158,381.89 (360 rounded payments would say $1,158,383.60).
    expect(totalInterest(1_000_000_00, 600, 30)).toBe(1_158_381_89);
  });

  it("is 0 at a 0% rate, even when the monthly payment rounds", () => {
    expect(totalInterest(100_000_00, 0, 30)).toBe(0);
  });

  it("is 0 with no loan", () => {
    expect(totalInterest(0, 600, 30)).toBe(0);
  });
});

describe("splitPurchase", () => {
  it("splits the price into the down payment and the loan", () => {
    expect(splitPurchase(2_850_000_00, 3_000)).toEqual({ downPayment: 855_000_00, loan: 1_995_000_00 });
  });

  it("adds up to the price exactly when the down payment rounds", () => {
    // Half of $1,000.05 is $500.025: $500.03 down, $500.02 lent.
    expect(splitPurchase(1_000_05, 5_000)).toEqual({ downPayment: 500_03, loan: 500_02 });
  });

  it("leaves no loan at 100% down and all of it at 0%", () => {
    expect(splitPurchase(500_000_00, 10_000)).toEqual({ downPayment: 500_000_00, loan: 0 });
    expect(splitPurchase(500_000_00, 0)).toEqual({ downPayment: 0, loan: 500_000_00 });
  });

  it("refuses a down payment over 100%", () => {
    expect(() => splitPurchase(500_000_00, 10_001)).toThrow("Enter a down payment from 0% to 100%");
  });
});

const mortgage = { financing: "mortgage", downPaymentBps: 3_000, annualRateBps: 600, termYears: 30 } as const;

describe("estimateOwnershipCost", () => {
  it("adds the mortgage payment to the running costs of the month", () => {
    // $2,850,000 with 30% down: a $1,995,000 loan at 6% over 30 years.
    const cost = estimateOwnershipCost(miamiBasis, mortgage);
    expect(cost.loan).toEqual({ amount: 1_995_000_00, monthlyPayment: 11_961_03, totalInterest: 2_310_971_87, months: 360 });
    expect(cost.monthly).toEqual({
      mortgage: 11_961_03,
      propertyTax: 4_631_25, // 1.95% of $2.85M / 12
      serviceCharge: 3_840_00, // 2,400 sq ft x $1.60
      brandFee: 240_00, // 2,400 sq ft x $1.20 / 12
      insurance: 300_00, // the owner's policy: 2,400 sq ft x $1.50 a year / 12
      ffeReserve: 1_187_50, // 0.5% of $2.85M / 12
      total: 11_961_03 + 4_631_25 + 3_840_00 + 240_00 + 300_00 + 1_187_50,
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
    expect(cost.monthly.total).toBe(4_631_25 + 3_840_00 + 240_00 + 300_00 + 1_187_50);
    expect(cost.oneOff).toEqual({ deposit: 2_850_000_00, buyerCharges: 0, closingCosts: 21_375_00, total: 2_871_375_00 });
    expect(cost.oneOffBreakdown[0]).toEqual({ key: "deposit", label: "Price paid in cash", cents: 2_850_000_00 });
  });

  it("gives the down payment, the buyer's transfer taxes and fees (none of Miami's seller's stamp tax) and closing costs at purchase", () => {
    const { oneOff, oneOffBreakdown } = estimateOwnershipCost(miamiBasis, mortgage);
    expect(oneOff).toEqual({ deposit: 855_000_00, buyerCharges: 0, closingCosts: 21_375_00, total: 876_375_00 });
    expect(oneOffBreakdown.map((line) => line.label)).toEqual([
      "Down payment",
      "Transfer taxes and fees the buyer pays",
      "Title, legal and closing costs",
    ]);
  });

  it("counts the charges the buyer pays in Dubai: the 4% fee, the 2% agency fee and its VAT", () => {
    const { oneOff } = estimateOwnershipCost({ ...miamiBasis, costs: dubaiHoldingCosts }, mortgage);
    // 6.1% of $2,850,000 is $173,850; closing costs 0.5% are $14,250.
    expect(oneOff).toEqual({ deposit: 855_000_00, buyerCharges: 173_850_00, closingCosts: 14_250_00, total: 1_043_100_00 });
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
