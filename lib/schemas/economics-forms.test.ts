import { describe, expect, it } from "vitest";
import { estimateFormSchema, yieldFormSchema } from "./economics-forms";

const estimate = { residence: "starting", financing: "mortgage", downPaymentBps: "30", annualRateBps: "6.5", termYears: "30" };
const simulator = {
  nightlyRateCents: "1,100",
  occupancyBps: "70",
  ownerUseNights: "21",
  ownerShareBps: "55",
  operatorFeeBps: "0",
  rateGrowthBps: "3",
  appreciationBps: "-1",
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("estimateFormSchema", () => {
  it("accepts the fields as a person types them", () => {
    expect(estimateFormSchema.safeParse(estimate).success).toBe(true);
    expect(estimateFormSchema.safeParse({ ...estimate, financing: "cash", downPaymentBps: "25%" }).success).toBe(true);
  });

  it("says what to enter beside each field it refuses", () => {
    const result = estimateFormSchema.safeParse({ ...estimate, downPaymentBps: "120", annualRateBps: "six", termYears: "0" });
    expect(messages(result)).toEqual({
      downPaymentBps: "Enter a down payment from 0% to 100%",
      annualRateBps: "Enter an interest rate from 0% to 25%",
      termYears: "Enter a term from 1 to 40 years",
    });
    expect(messages(estimateFormSchema.safeParse({ ...estimate, financing: "lease" }))).toEqual({ financing: "Choose a mortgage or cash" });
  });
});

describe("yieldFormSchema", () => {
  it("accepts the fields as a person types them, a fall in value included", () => {
    expect(yieldFormSchema.safeParse(simulator).success).toBe(true);
  });

  it("refuses owner-use nights above the year's with the maths' own sentence", () => {
    expect(messages(yieldFormSchema.safeParse({ ...simulator, ownerUseNights: "366" }))).toEqual({
      ownerUseNights: "Enter owner-use nights from 0 to 365, the nights in a year",
    });
  });

  it("refuses a nightly rate of nothing and shares over 100%", () => {
    expect(messages(yieldFormSchema.safeParse({ ...simulator, nightlyRateCents: "0", ownerShareBps: "101" }))).toEqual({
      nightlyRateCents: "Enter a nightly rate from $0.01 to $100,000",
      ownerShareBps: "Enter the owner's share from 0% to 100%",
    });
  });
});
