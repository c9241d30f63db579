import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contractFormSchema,
  contractSchema,
  contractStatusSchema,
  partySchema,
  signatureSchema,
  timelineEventSchema,
  type Contract,
  type ContractForm,
} from "./contract";
import { contractStatusLabels } from "./labels";
import { fieldErrorsOf, without } from "./test-utils";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const validForm: ContractForm = {
  propertyName: "Aman Miami Beach, Residence 3A",
  propertyAddress: "4525 Collins Avenue, Residence 3A, Miami Beach, FL 33140",
  buyerName: "Eleanor Whitfield",
  buyerEmail: "eleanor@example.com",
  buyerPhone: "305 555 0142",
  sellerName: "Collins Shore Holdings LLC",
  sellerEmail: "closings@example.com",
  sellerPhone: "+1 (305) 555-0199",
  purchaseAmount: "$8,500,000",
  depositAmount: "850,000",
  closingDate: "2027-02-15",
  contingencies: "",
  specialTerms: "",
  realtorName: "Marisol Vega",
  realtorLicense: "FL-BK3316207",
};

describe("contractFormSchema", () => {
  it("accepts a complete form", () => {
    expect(contractFormSchema.safeParse(validForm).success).toBe(true);
  });

  it("accepts a form without the optional contingencies and special terms", () => {
    expect(contractFormSchema.safeParse(without(validForm, "contingencies", "specialTerms")).success).toBe(true);
  });

  it("trims what was typed", () => {
    const parsed = contractFormSchema.parse({ ...validForm, buyerName: "  Eleanor Whitfield  " });
    expect(parsed.buyerName).toBe("Eleanor Whitfield");
  });

  it("asks for every required field when the form is empty", () => {
    const empty = Object.fromEntries(Object.keys(validForm).map((key) => [key, ""]));
    expect(fieldErrorsOf(contractFormSchema, empty)).toEqual({
      propertyName: "Enter the property name",
      propertyAddress: "Enter the property address",
      buyerName: "Enter the buyer's name",
      buyerEmail: "Enter the buyer's email address",
      buyerPhone: "Enter the buyer's phone number",
      sellerName: "Enter the seller's name",
      sellerEmail: "Enter the seller's email address",
      sellerPhone: "Enter the seller's phone number",
      purchaseAmount: "Enter the purchase amount",
      depositAmount: "Enter the deposit amount",
      closingDate: "Enter the closing date",
      realtorName: "Enter the realtor's name",
      realtorLicense: "Enter the realtor's license number",
    });
  });

  it("asks for the same fields when nothing was given at all", () => {
    expect(Object.keys(fieldErrorsOf(contractFormSchema, {}))).toHaveLength(13);
  });

  it("checks the format of emails, phones and amounts", () => {
    expect(
      fieldErrorsOf(contractFormSchema, {
        ...validForm,
        buyerEmail: "eleanor@",
        sellerEmail: "closings",
        buyerPhone: "555",
        sellerPhone: "call me",
        purchaseAmount: "8.5M",
        depositAmount: "-850,000",
      }),
    ).toEqual({
      buyerEmail: "Enter the buyer's email address in the correct format, like name@example.com",
      sellerEmail: "Enter the seller's email address in the correct format, like name@example.com",
      buyerPhone: "Enter the buyer's phone number, like 305 555 0123",
      sellerPhone: "Enter the seller's phone number, like 305 555 0123",
      purchaseAmount: "Enter the purchase amount in dollars, like $1,250,000",
      depositAmount: "Enter the deposit amount in dollars, like $1,250,000",
    });
  });

  it("asks for amounts of more than $0", () => {
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, purchaseAmount: "0", depositAmount: "$0" })).toEqual({
      purchaseAmount: "Purchase amount must be more than $0",
      depositAmount: "Deposit amount must be more than $0",
    });
  });

  it("rejects a deposit above the purchase amount", () => {
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, depositAmount: "$9,000,000" })).toEqual({
      depositAmount: "Deposit amount must be the same as or less than the purchase amount",
    });
  });

  it("accepts a deposit equal to the purchase amount", () => {
    expect(contractFormSchema.safeParse({ ...validForm, depositAmount: "8500000" }).success).toBe(true);
  });

  it("reports the deposit rule together with errors in other fields", () => {
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, buyerName: "", depositAmount: "$9,000,000" })).toEqual({
      buyerName: "Enter the buyer's name",
      depositAmount: "Deposit amount must be the same as or less than the purchase amount",
    });
  });

  it("wants a real closing date that is today or later", () => {
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, closingDate: "2027-02-30" })).toEqual({
      closingDate: "Closing date must be a real date",
    });
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, closingDate: "2026-11-21" })).toEqual({
      closingDate: "Closing date must be today or in the future",
    });
    expect(contractFormSchema.safeParse({ ...validForm, closingDate: "2026-11-22" }).success).toBe(true);
  });

  it("limits the length of long fields", () => {
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, contingencies: "x".repeat(2001) })).toEqual({
      contingencies: "Contingencies must be 2,000 characters or fewer",
    });
    expect(fieldErrorsOf(contractFormSchema, { ...validForm, propertyName: "x".repeat(201) })).toEqual({
      propertyName: "Property name must be 200 characters or fewer",
    });
  });
});

const validContract: Contract = {
  id: "1",
  property: "Aman Miami Beach, Residence 3A",
  propertyAddress: "4525 Collins Avenue, Residence 3A, Miami Beach, FL 33140",
  buyer: { name: "Eleanor Whitfield", email: "eleanor@example.com", phone: "305 555 0142" },
  seller: { name: "Collins Shore Holdings LLC", email: "closings@example.com", phone: "305 555 0199" },
  status: "pending_signature",
  amountCents: 8_500_000_00,
  depositCents: 850_000_00,
  closingDate: "2027-02-15",
  created: "2026-11-02",
  deadline: "2026-12-15",
  contingencies: "Inspection: 10 days.",
  specialTerms: "",
  realtor: { name: "Marisol Vega", license: "FL-BK3316207" },
  signatures: [
    { party: "buyer", name: "Eleanor Whitfield", status: "signed", date: "2026-11-10T15:42:00.000Z", signedName: "Eleanor Whitfield" },
    { party: "seller", name: "Collins Shore Holdings LLC", status: "pending", date: null },
  ],
  timeline: [{ date: "2026-11-02", event: "Contract drafted", description: "Terms agreed." }],
};

describe("contractSchema", () => {
  it("accepts a complete contract", () => {
    expect(contractSchema.safeParse(validContract).success).toBe(true);
  });

  it("accepts a closing date in the past (records outlive their dates)", () => {
    expect(contractSchema.safeParse({ ...validContract, closingDate: "2025-01-10" }).success).toBe(true);
  });

  it("rejects a deposit above the amount", () => {
    expect(fieldErrorsOf(contractSchema, { ...validContract, depositCents: 9_000_000_00 })).toEqual({
      depositCents: "Deposit must be the same as or less than the purchase amount",
    });
  });

  it("rejects unknown statuses, fractional amounts and unreal dates", () => {
    const errors = fieldErrorsOf(contractSchema, { ...validContract, status: "draft", amountCents: 10.5, created: "2026-02-30" });
    expect(Object.keys(errors).sort()).toEqual(["amountCents", "created", "status"]);
  });

  it("rejects ids with spaces or symbols", () => {
    expect(contractSchema.safeParse({ ...validContract, id: "1; drop" }).success).toBe(false);
    expect(contractSchema.safeParse({ ...validContract, id: "c-8f2k1" }).success).toBe(true);
  });

  it("holds every text field to the form's own limit, so no stored or imported contract can hang its PDF", () => {
    const long = (length: number) => "W".repeat(length);
    const atLimits: Contract = {
      ...validContract,
      property: long(200),
      propertyAddress: long(300),
      buyer: { ...validContract.buyer, name: long(200) },
      realtor: { name: long(200), license: long(50) },
      contingencies: long(2000),
      specialTerms: long(2000),
    };
    expect(contractSchema.safeParse(atLimits).success).toBe(true);
    const over = (change: Partial<Contract>) => contractSchema.safeParse({ ...validContract, ...change }).success;
    expect(over({ property: long(201) })).toBe(false);
    expect(over({ property: long(10_240) })).toBe(false);
    expect(over({ propertyAddress: long(301) })).toBe(false);
    expect(over({ seller: { ...validContract.seller, name: long(201) } })).toBe(false);
    expect(over({ realtor: { name: "Ana", license: long(51) } })).toBe(false);
    expect(over({ contingencies: long(2001) })).toBe(false);
    expect(over({ specialTerms: long(100_000) })).toBe(false);
    expect(over({ offerId: long(101) })).toBe(false);
    expect(over({ id: `c-${long(100)}` })).toBe(false);
    expect(over({ timeline: [{ date: "2026-11-02", event: long(201), description: "" }] })).toBe(false);
    expect(over({ timeline: [{ date: "2026-11-02", event: "Drafted", description: long(6001) }] })).toBe(false);
    const signature = validContract.signatures[0]!;
    expect(over({ signatures: [{ ...signature, signedName: long(201) }] })).toBe(false);
    expect(over({ signatures: [signature, signature, signature] })).toBe(false);
  });
});

describe("contract parts", () => {
  it("contractStatusSchema has a label for each status", () => {
    expect(Object.keys(contractStatusLabels)).toEqual(contractStatusSchema.options);
    expect(contractStatusLabels.pending_signature).toBe("Pending Signature");
    expect(contractStatusLabels.in_review).toBe("In Review");
  });

  it("partySchema checks email and phone", () => {
    expect(partySchema.safeParse({ name: "A", email: "a@example.com", phone: "305 555 0100" }).success).toBe(true);
    expect(fieldErrorsOf(partySchema, { name: "", email: "a", phone: "1" })).toEqual({
      name: "Enter a value",
      email: "Enter an email address in the correct format, like name@example.com",
      phone: "Enter a phone number, like 305 555 0123",
    });
  });

  it("signatureSchema ties a signed status to a date", () => {
    expect(signatureSchema.safeParse({ party: "seller", name: "S", status: "pending", date: null }).success).toBe(true);
    expect(fieldErrorsOf(signatureSchema, { party: "seller", name: "S", status: "signed", date: null })).toEqual({
      date: "A signed signature needs a date and a pending one has none",
    });
    expect(signatureSchema.safeParse({ party: "seller", name: "S", status: "pending", date: "2026-11-10" }).success).toBe(false);
    expect(fieldErrorsOf(signatureSchema, { party: "agent", name: "S", status: "pending", date: null })).toEqual({
      party: "Choose who is signing",
    });
  });

  it("timelineEventSchema accepts a date or a timestamp", () => {
    expect(timelineEventSchema.safeParse({ date: "2026-11-02", event: "E", description: "" }).success).toBe(true);
    expect(timelineEventSchema.safeParse({ date: "2026-11-02T09:00:00Z", event: "E", description: "D" }).success).toBe(true);
    expect(timelineEventSchema.safeParse({ date: "Nov 2", event: "E", description: "D" }).success).toBe(false);
  });
});
