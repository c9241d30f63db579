import { describe, expect, it } from "vitest";
import { acceptanceFacts, acceptOfferFormDefaults, acceptOfferFormSchema, type AcceptOfferForm } from "./acceptance";
import { fieldErrorsOf } from "./test-utils";

const valid: AcceptOfferForm = {
  sellerName: " Collins Dune Holdings LLC ",
  sellerEmail: "closings@collinsdune.example",
  sellerPhone: "305 555 0199",
  realtorName: "Marisol Vega",
  realtorLicense: "FL BK3316207",
  propertyAddress: "Residence 3A, 4525 Collins Avenue, Miami Beach, FL 33140",
};

describe("acceptOfferFormSchema", () => {
  it("accepts the seller's details, the realtor and the address, trimmed", () => {
    const result = acceptOfferFormSchema.safeParse(valid);
    expect(result.success && result.data.sellerName).toBe("Collins Dune Holdings LLC");
  });

  it("asks for every field, with the contract form's messages", () => {
    expect(fieldErrorsOf(acceptOfferFormSchema, acceptOfferFormDefaults)).toEqual({
      sellerName: "Enter the seller's name",
      sellerEmail: "Enter the seller's email address",
      sellerPhone: "Enter the seller's phone number",
      realtorName: "Enter the realtor's name",
      realtorLicense: "Enter the realtor's license number",
      propertyAddress: "Enter the property's street address",
    });
  });

  it("refuses an email or a phone number in the wrong format", () => {
    const errors = fieldErrorsOf(acceptOfferFormSchema, { ...valid, sellerEmail: "closings", sellerPhone: "call me" });
    expect(errors.sellerEmail).toMatch(/correct format/);
    expect(errors.sellerPhone).toMatch(/like 305 555 0123/);
  });
});

describe("acceptanceFacts", () => {
  it("gives contractFromAcceptedOffer the seller, the realtor and the address", () => {
    expect(acceptanceFacts(valid)).toEqual({
      seller: { name: valid.sellerName, email: valid.sellerEmail, phone: valid.sellerPhone },
      realtor: { name: "Marisol Vega", license: "FL BK3316207" },
      propertyAddress: valid.propertyAddress,
    });
  });
});
