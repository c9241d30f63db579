import { describe, expect, it } from "vitest";
import { EconomicsInputError } from "./input-error";
import { monthlyPayment, splitPurchase, totalInterest } from "./mortgage";

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
