import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { counterFormFrom, counterOfferFormSchema, counterTerms, type CounterOfferForm } from "./counter-offer";
import { fieldErrorsOf } from "./test-utils";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const valid: CounterOfferForm = {
  offerAmount: "$8,400,000",
  depositAmount: "840,000",
  closingDate: "2027-02-26",
  contingencies: " Inspection within 10 days. ",
  additionalTerms: "",
};

describe("counterOfferFormSchema", () => {
  it("accepts complete terms and trims the text", () => {
    const result = counterOfferFormSchema.safeParse(valid);
    expect(result.success && result.data.contingencies).toBe("Inspection within 10 days.");
  });

  it("asks for every required field", () => {
    expect(fieldErrorsOf(counterOfferFormSchema, { offerAmount: "", depositAmount: "", closingDate: "" })).toEqual({
      offerAmount: "Enter the offer amount",
      depositAmount: "Enter the deposit",
      closingDate: "Enter the closing date",
    });
  });

  it("checks the amounts' format, the closing date and the deposit against the amount", () => {
    expect(fieldErrorsOf(counterOfferFormSchema, { ...valid, offerAmount: "8.4M", depositAmount: "0", closingDate: "2026-11-21" })).toEqual(
      {
        offerAmount: "Enter the offer amount in dollars, like $1,250,000",
        depositAmount: "Deposit must be more than $0",
        closingDate: "Closing date must be today or in the future",
      },
    );
    expect(fieldErrorsOf(counterOfferFormSchema, { ...valid, depositAmount: "$9,000,000", closingDate: "soon" })).toEqual({
      depositAmount: "Deposit must be the same as or less than the offer amount",
      closingDate: "Closing date must be a real date",
    });
  });
});

describe("between the form and the terms", () => {
  it("turns a form that passed into terms in cents, and terms back into the form's text", () => {
    const parsed = counterOfferFormSchema.parse({ ...valid, offerAmount: "$8,400,000.50" });
    const terms = counterTerms(parsed);
    expect(terms).toEqual({
      offerAmountCents: 8_400_000_50,
      depositCents: 840_000_00,
      closingDate: "2027-02-26",
      contingencies: "Inspection within 10 days.",
      additionalTerms: "",
    });
    expect(counterFormFrom(terms)).toEqual({ ...parsed, offerAmount: "8400000.50", depositAmount: "840000" });
    expect(counterOfferFormSchema.safeParse(counterFormFrom(terms)).success).toBe(true);
  });

  it("refuses a form that was not validated", () => {
    expect(() => counterTerms({ ...valid, offerAmount: "lots" })).toThrow(TypeError);
  });
});
