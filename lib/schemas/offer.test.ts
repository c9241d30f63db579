import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  defaultFinancingType,
  financingTypeLabels,
  financingTypeSchema,
  offerFormDefaults,
  offerFormSchema,
  offerSchema,
  type Offer,
  type OfferForm,
} from "./offer";
import { fieldErrorsOf, without } from "./test-utils";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const validForm: OfferForm = {
  offerAmount: "$8,250,000",
  downPayment: "$2,500,000",
  deposit: "10%",
  financingType: "jumbo",
  closingDate: "2027-01-29",
  contingencies: "Inspection within 10 days.",
  additionalTerms: "",
  buyerName: "Julian Ashworth",
  buyerEmail: "julian@example.com",
  buyerPhone: "212 555 0186",
};

describe("offerFormSchema", () => {
  it("accepts a complete offer", () => {
    expect(offerFormSchema.safeParse(validForm).success).toBe(true);
  });

  it("accepts an offer without contingencies or additional terms", () => {
    expect(offerFormSchema.safeParse(without(validForm, "contingencies", "additionalTerms")).success).toBe(true);
  });

  it("starts from cash financing and empty fields, which ask for every required field", () => {
    expect(defaultFinancingType).toBe("cash");
    expect(offerFormDefaults.financingType).toBe("cash");
    expect(fieldErrorsOf(offerFormSchema, offerFormDefaults)).toEqual({
      offerAmount: "Enter your offer amount",
      downPayment: "Enter your down payment",
      closingDate: "Enter your preferred closing date",
      buyerName: "Enter your full name",
      buyerEmail: "Enter your email address",
      buyerPhone: "Enter your phone number",
    });
  });

  it("checks amounts, email, phone and financing type", () => {
    expect(
      fieldErrorsOf(offerFormSchema, {
        ...validForm,
        offerAmount: "eight million",
        downPayment: "0",
        financingType: "barter",
        buyerEmail: "julian.example.com",
        buyerPhone: "12345",
      }),
    ).toEqual({
      offerAmount: "Enter your offer amount in dollars, like $1,250,000",
      downPayment: "Down payment must be more than $0",
      financingType: "Choose how you will finance the purchase",
      buyerEmail: "Enter an email address in the correct format, like name@example.com",
      buyerPhone: "Enter a phone number, like 305 555 0123",
    });
  });

  it("rejects a down payment above the offer amount", () => {
    expect(fieldErrorsOf(offerFormSchema, { ...validForm, downPayment: "$9,000,000" })).toEqual({
      downPayment: "Down payment must be the same as or less than the offer amount",
    });
  });

  it("takes the escrow deposit as an amount or a percentage of the offer, 10% to start with", () => {
    expect(offerFormDefaults.deposit).toBe("10%");
    for (const deposit of ["5%", "7.5 %", "12.25%", "$412,500", "412500"])
      expect(fieldErrorsOf(offerFormSchema, { ...validForm, deposit })).toEqual({});
  });

  it("asks for a deposit that is more than zero and less than the offer, and says how to write it", () => {
    const errorOf = (deposit: string, offerAmount = validForm.offerAmount) =>
      fieldErrorsOf(offerFormSchema, { ...validForm, offerAmount, deposit }).deposit;
    expect(errorOf("")).toBe("Enter the escrow deposit, as an amount or a percentage of your offer");
    expect(errorOf("five percent")).toBe("Enter the deposit in dollars, like $250,000, or as a percentage of your offer, like 5%");
    expect(errorOf("5.125%")).toBe("Enter the deposit in dollars, like $250,000, or as a percentage of your offer, like 5%");
    expect(errorOf("$5,000%")).toBe("Enter the deposit in dollars, like $250,000, or as a percentage of your offer, like 5%");
    expect(errorOf("0%")).toBe("Deposit must be more than $0");
    expect(errorOf("$0")).toBe("Deposit must be more than $0");
    expect(errorOf("100%")).toBe("A deposit percentage must be less than 100%");
    expect(errorOf("$8,250,000")).toBe("Deposit must be less than the offer amount");
    expect(errorOf("$9,000,000", "not a number")).toBeUndefined();
  });

  it("accepts a down payment equal to the offer amount (cash)", () => {
    expect(offerFormSchema.safeParse({ ...validForm, financingType: "cash", downPayment: "8,250,000" }).success).toBe(true);
  });

  it("rejects a closing date in the past and accepts today", () => {
    expect(fieldErrorsOf(offerFormSchema, { ...validForm, closingDate: "2026-11-01" })).toEqual({
      closingDate: "Closing date must be today or in the future",
    });
    expect(offerFormSchema.safeParse({ ...validForm, closingDate: "2026-11-22" }).success).toBe(true);
  });

  it("limits contingencies and additional terms to 2,000 characters", () => {
    expect(fieldErrorsOf(offerFormSchema, { ...validForm, contingencies: "x".repeat(2001), additionalTerms: "y".repeat(2001) })).toEqual({
      contingencies: "Contingencies must be 2,000 characters or fewer",
      additionalTerms: "Additional terms must be 2,000 characters or fewer",
    });
  });
});

describe("financingTypeSchema", () => {
  it("labels every financing type", () => {
    expect(Object.keys(financingTypeLabels)).toEqual(financingTypeSchema.options);
    expect(financingTypeSchema.options).toEqual(["cash", "conventional", "jumbo", "portfolio", "cryptocurrency"]);
  });
});

const validOffer: Offer = {
  id: "offer-1",
  createdAt: "2026-11-22T15:30:00.000Z",
  status: "submitted",
  property: { name: "Aman Miami Beach", location: "Miami Beach, Florida", price: 8_500_000_00, beds: 2, baths: 3, sqft: 2400 },
  offerAmountCents: 8_250_000_00,
  downPaymentCents: 2_500_000_00,
  financingType: "jumbo",
  closingDate: "2027-01-29",
  buyerName: "Julian Ashworth",
  buyerEmail: "julian@example.com",
  buyerPhone: "212 555 0186",
};

describe("offerSchema", () => {
  it("accepts a stored offer, with the price as a number or as text", () => {
    expect(offerSchema.safeParse(validOffer).success).toBe(true);
    expect(
      offerSchema.safeParse({ ...validOffer, property: { name: "Property", location: "", price: "Contact for pricing" } }).success,
    ).toBe(true);
  });

  it("accepts a closing date that has since passed", () => {
    expect(offerSchema.safeParse({ ...validOffer, closingDate: "2026-01-05" }).success).toBe(true);
  });

  it("rejects text amounts, other statuses and a down payment above the offer", () => {
    expect(offerSchema.safeParse({ ...validOffer, offerAmountCents: "$8,250,000" }).success).toBe(false);
    expect(offerSchema.safeParse({ ...validOffer, status: "accepted" }).success).toBe(false);
    expect(fieldErrorsOf(offerSchema, { ...validOffer, downPaymentCents: 9_000_000_00 })).toEqual({
      downPaymentCents: "Down payment must be the same as or less than the offer amount",
    });
  });
});
