import { describe, expect, it } from "vitest";
import { ESTIMATE_DEFAULTS } from "./economics-values";
import { estimateValuesSchema } from "./ownership-estimate";

function messageFor(values: unknown): string | undefined {
  return estimateValuesSchema.safeParse(values).error?.issues[0]?.message;
}

describe("estimateValuesSchema", () => {
  it("fills every missing value with its default", () => {
    expect(estimateValuesSchema.parse({})).toEqual(ESTIMATE_DEFAULTS);
  });

  it("accepts the defaults, cash and the ends of each range", () => {
    expect(estimateValuesSchema.parse(ESTIMATE_DEFAULTS)).toEqual(ESTIMATE_DEFAULTS);
    const ends = { financing: "cash", downPaymentBps: 10_000, annualRateBps: 0, termYears: 1 };
    expect(estimateValuesSchema.parse(ends)).toEqual(ends);
    expect(estimateValuesSchema.safeParse({ downPaymentBps: 0, annualRateBps: 2_500, termYears: 40 }).success).toBe(true);
  });

  it("refuses a down payment over 100%, with one message", () => {
    expect(messageFor({ downPaymentBps: 10_001 })).toBe("Enter a down payment from 0% to 100%");
    expect(estimateValuesSchema.safeParse({ downPaymentBps: -1 }).error?.issues).toHaveLength(1);
  });

  it("refuses a term of 0 or 100 years", () => {
    expect(messageFor({ termYears: 0 })).toBe("Enter a term from 1 to 40 years");
    expect(messageFor({ termYears: 100 })).toBe("Enter a term from 1 to 40 years");
  });

  it("refuses NaN, infinity, fractions and text", () => {
    for (const annualRateBps of [Number.NaN, Number.POSITIVE_INFINITY, 6.5, "650"]) {
      expect(messageFor({ annualRateBps })).toBe("Enter an interest rate from 0% to 25%");
    }
  });

  it("refuses an unknown way of paying", () => {
    expect(messageFor({ financing: "crypto" })).toBe("Choose a mortgage or cash");
  });
});
