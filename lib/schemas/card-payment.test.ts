import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardPaymentFieldOrder, cardPaymentFormSchema, emptyCardPaymentForm, type CardPaymentForm } from "./card-payment";
import { fieldErrorsOf } from "./test-utils";

// The reference freezes the clock at 2026-11-15 12:00 local time.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 15, 12, 0, 0), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const valid: CardPaymentForm = {
  email: "isabel@example.com",
  cardNumber: "4242 4242 4242 4242",
  expiry: "04/29",
  cvc: "123",
  cardholderName: "Isabel Moreau",
};

const errors = (patch: Partial<CardPaymentForm>) => fieldErrorsOf(cardPaymentFormSchema, { ...valid, ...patch });

describe("cardPaymentFormSchema", () => {
  it("accepts a complete Visa payment and an Amex one", () => {
    expect(errors({})).toEqual({});
    expect(errors({ cardNumber: "3782 822463 10005", cvc: "1234" })).toEqual({});
  });

  it("FORM-01 asks for all five fields when the form is empty, in the form's order", () => {
    expect(fieldErrorsOf(cardPaymentFormSchema, emptyCardPaymentForm)).toEqual({
      email: "Enter your email address",
      cardNumber: "Enter the card number",
      expiry: "Enter the expiry date",
      cvc: "Enter the security code",
      cardholderName: "Enter the name as it appears on the card",
    });
    expect(cardPaymentFieldOrder).toEqual(["email", "cardNumber", "expiry", "cvc", "cardholderName"]);
  });

  it.each([
    ["4242424242424241", "Enter a valid card number"],
    ["4242 4242 4242 42a2", "Enter a valid card number"],
    ["0000000000000000", "This card type is not accepted"],
    ["9999999999999995", "This card type is not accepted"],
    ["3566002020360505", "This card type is not accepted"],
    ["6205 5000 0000 0000 004", "This card type is not accepted"],
    ["4917 6100 0000 0000 003", "Card number must be 16 digits or fewer"],
    ["424242424242424", "Card number is not the correct length"],
    ["3782822463100003", "Card number is not the correct length"],
    ["4242 4242", "Enter the complete card number"],
  ])("card number %j: %s", (cardNumber, message) => {
    // An Amex prefix asks for a 4-digit security code.
    const cvc = cardNumber.startsWith("37") ? "1234" : valid.cvc;
    expect(errors({ cardNumber, cvc })).toEqual({ cardNumber: message });
  });

  it.each([
    ["10/26", "Enter an expiry date in the future"],
    ["11/25", "Enter an expiry date in the future"],
    ["13/27", "Enter a real expiry date"],
    ["00/27", "Enter a real expiry date"],
    ["12/57", "Enter a valid expiry date"],
    ["12/2099", "Enter the expiry date as MM/YY, like 04/29"],
    ["11/2", "Enter the complete expiry date"],
  ])("expiry %j: %s", (expiry, message) => {
    expect(errors({ expiry })).toEqual({ expiry: message });
  });

  it("CARD-17 takes the current month and CARD-21 12/56", () => {
    expect(errors({ expiry: "11/26" })).toEqual({});
    expect(errors({ expiry: "12/56" })).toEqual({});
  });

  it("follows the clock: 11/26 is past once December comes", () => {
    vi.setSystemTime(new Date(2026, 11, 1, 0, 0, 0));
    expect(errors({ expiry: "11/26" })).toEqual({ expiry: "Enter an expiry date in the future" });
  });

  it("CARD-23/24 words the security code by brand", () => {
    expect(errors({ cvc: "12" })).toEqual({ cvc: "Enter the complete security code. 3 digits on back of card." });
    expect(errors({ cvc: "1234" })).toEqual({ cvc: "Security code must be 3 digits for Visa" });
    expect(errors({ cardNumber: "378282246310005", cvc: "123" })).toEqual({
      cvc: "Enter the complete security code. 4 digits on front of card.",
    });
  });

  it("checks the security code against the brand even when other fields have errors", () => {
    expect(fieldErrorsOf(cardPaymentFormSchema, { ...emptyCardPaymentForm, cardNumber: "4242 4242 4242 4242", cvc: "1234" })).toMatchObject(
      {
        cvc: "Security code must be 3 digits for Visa",
        email: "Enter your email address",
      },
    );
  });

  it.each(["Siobhán O'Connor-Ní Bhriain", "李小龍", "José Ñúñez", "Dr. A. B. Smith-Jones"])(
    "CARD-26 accepts the name %j",
    (cardholderName) => {
      expect(errors({ cardholderName })).toEqual({});
    },
  );

  it("CARD-26 rejects a card number or a security code typed as the name", () => {
    expect(errors({ cardholderName: "" })).toEqual({ cardholderName: "Enter the name as it appears on the card" });
    expect(errors({ cardholderName: "4242 4242 4242 4242" })).toEqual({
      cardholderName: "Enter the name on the card, not the card number",
    });
    expect(errors({ cardholderName: "123" })).toEqual({ cardholderName: "Enter the name on the card, not the security code" });
  });

  it("CARD-27 checks the email address and trims it", () => {
    expect(errors({ email: "name@example" })).toEqual({ email: "Enter an email address in the correct format, like name@example.com" });
    expect(errors({ email: `${"a".repeat(243)}@example.com` })).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
    });
    const parsed = cardPaymentFormSchema.safeParse({ ...valid, email: " Name@Example.com " });
    expect(parsed.success && parsed.data.email).toBe("Name@Example.com");
  });

  // fast-check's full-Unicode ("binary") strings take a few seconds to set up on a loaded machine.
  it("PBT-06 never throws, whatever it is given", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => cardPaymentFormSchema.safeParse(value)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          email: fc.string(),
          cardNumber: fc.string({ unit: "binary" }),
          expiry: fc.string(),
          cvc: fc.string(),
          cardholderName: fc.string(),
        }),
        (value) => {
          expect(() => cardPaymentFormSchema.safeParse(value)).not.toThrow();
        },
      ),
    );
  });
});
