import { describe, expect, it } from "vitest";
import { cardPaymentFormSchema } from "./card-payment";
import { messageInputSchema } from "./message";
import { passcodeSchema } from "./passcode";
import { signatureFormSchema } from "./signature";
import { fieldErrorsOf } from "./test-utils";

describe("passcodeSchema", () => {
  it("accepts any entered passcode, trimmed", () => {
    expect(passcodeSchema.parse({ passcode: "  Harbour " })).toEqual({ passcode: "Harbour" });
  });

  it.each(["", "   "])("asks for the passcode when given %j", (passcode) => {
    expect(fieldErrorsOf(passcodeSchema, { passcode })).toEqual({ passcode: "Enter the passcode" });
  });
});

describe("cardPaymentFormSchema", () => {
  const card = {
    email: "guest@example.com",
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/28",
    cvc: "123",
    cardholderName: "Isabel Moreau",
  };

  it("accepts a filled form", () => {
    expect(cardPaymentFormSchema.safeParse(card).success).toBe(true);
  });

  it("asks for every field", () => {
    expect(fieldErrorsOf(cardPaymentFormSchema, { email: "", cardNumber: "", expiry: "", cvc: "", cardholderName: "" })).toEqual({
      email: "Enter your email address",
      cardNumber: "Enter the card number",
      expiry: "Enter the expiry date",
      cvc: "Enter the security code",
      cardholderName: "Enter the name as it appears on the card",
    });
  });

  it("checks the email format", () => {
    expect(fieldErrorsOf(cardPaymentFormSchema, { ...card, email: "guest" })).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
    });
  });

  it("rejects fields longer than a card can hold", () => {
    expect(Object.keys(fieldErrorsOf(cardPaymentFormSchema, { ...card, cvc: "12345", expiry: "12/2028" }))).toEqual(["expiry", "cvc"]);
  });
});

describe("signatureFormSchema", () => {
  it("accepts a typed legal name and the agreement, trimming the name", () => {
    expect(signatureFormSchema.parse({ party: "buyer", legalName: "  Eleanor Grace Whitfield ", agrees: true })).toEqual({
      party: "buyer",
      legalName: "Eleanor Grace Whitfield",
      agrees: true,
    });
  });

  it("accepts a name that is not the party's, with an optional capacity, trimmed", () => {
    expect(
      signatureFormSchema.parse({
        party: "seller",
        legalName: " Jordan Blake ",
        capacity: "  Director, for Collins Dune Holdings LLC ",
        agrees: true,
      }),
    ).toEqual({ party: "seller", legalName: "Jordan Blake", capacity: "Director, for Collins Dune Holdings LLC", agrees: true });
    expect(
      fieldErrorsOf(signatureFormSchema, { party: "seller", legalName: "Jordan Blake", capacity: "x".repeat(201), agrees: true }),
    ).toEqual({
      capacity: "Capacity must be 200 characters or fewer",
    });
  });

  it("asks for the name, the agreement and the party", () => {
    expect(fieldErrorsOf(signatureFormSchema, { party: "", legalName: "  ", agrees: false })).toEqual({
      party: "Choose who is signing",
      legalName: "Enter your full legal name",
      agrees: "Confirm that you agree to sign this contract electronically",
    });
  });
});

describe("messageInputSchema", () => {
  it("accepts a message, trimmed", () => {
    expect(messageInputSchema.parse({ message: "  The inspection is booked.  " })).toEqual({ message: "The inspection is booked." });
  });

  it.each(["", "   ", "\n\t"])("does not send blank text %j", (message) => {
    expect(fieldErrorsOf(messageInputSchema, { message })).toEqual({ message: "Enter a message" });
  });

  it("limits a message to 2,000 characters", () => {
    expect(messageInputSchema.safeParse({ message: "x".repeat(2000) }).success).toBe(true);
    expect(fieldErrorsOf(messageInputSchema, { message: "x".repeat(2001) })).toEqual({
      message: "Message must be 2,000 characters or fewer",
    });
  });
});
