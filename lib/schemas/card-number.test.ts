import { describe, expect, it } from "vitest";
import { cvcLengthFor } from "./card-brands";
import {
  brandOf,
  caretAfter,
  cardNumberProblem,
  failsLuhnAtFullLength,
  formatCardNumber,
  lastFour,
  luhnValid,
  nextCardNumberValue,
  normaliseCardNumber,
  typingLimit,
} from "./card-number";

describe("card numbers (reference CARD-01…15)", () => {
  it("CARD-01 accepts the Visa test number", () => {
    expect(cardNumberProblem("4242 4242 4242 4242")).toBeNull();
    expect(brandOf("4242 4242 4242 4242")).toBe("visa");
  });

  it("CARD-02 rejects a full-length number that fails Luhn", () => {
    expect(cardNumberProblem("4242424242424241")).toBe("luhn");
    expect(failsLuhnAtFullLength("4242 4242 4242 4241")).toBe(true);
  });

  it.each(["4242-4242-4242-4242", " 4242 4242 4242 4242 ", "4242\u00a04242\u00a04242\u00a04242", "4242\u20134242\u20144242 4242"])(
    "CARD-03 ignores separators in %j",
    (text) => {
      expect(cardNumberProblem(text)).toBeNull();
      expect(normaliseCardNumber(text.trim())).toBe("4242424242424242");
    },
  );

  it("CARD-04 reads full-width digits as ASCII", () => {
    const fullWidth = "４２４２４２４２４２４２４２４２";
    expect(normaliseCardNumber(fullWidth)).toBe("4242424242424242");
    expect(cardNumberProblem(fullWidth)).toBeNull();
  });

  it.each(["378282246310005", "371449635398431"])("CARD-05 accepts the Amex %s, whose code has 4 digits", (number) => {
    expect(cardNumberProblem(number)).toBeNull();
    expect(brandOf(number)).toBe("amex");
    expect(cvcLengthFor(brandOf(number))).toBe(4);
  });

  it.each(["5555555555554444", "2223003122003222"])("CARD-06 accepts the Mastercard %s", (number) => {
    expect(cardNumberProblem(number)).toBeNull();
    expect(brandOf(number)).toBe("mastercard");
  });

  it("CARD-07 tells Discover from JCB, and does not accept JCB", () => {
    expect(brandOf("6011111111111117")).toBe("discover");
    expect(cardNumberProblem("6011111111111117")).toBeNull();
    expect(brandOf("3566002020360505")).toBe("jcb");
    expect(cardNumberProblem("3566002020360505")).toBe("unsupported");
  });

  it.each(["0000000000000000", "9999999999999995"])("CARD-08/09 does not accept %s, Luhn-valid but of no brand", (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardNumberProblem(number)).toBe("unsupported");
  });

  it("CARD-10 reports a 15-digit Visa as the wrong length, not as a Luhn failure", () => {
    expect(cardNumberProblem("424242424242424")).toBe("length");
  });

  it("CARD-11 reports a 16-digit Amex as the wrong length, and typing stops at 15", () => {
    expect(luhnValid("3782822463100003")).toBe(true);
    expect(cardNumberProblem("3782822463100003")).toBe("length");
    expect(typingLimit("37")).toBe(15);
    expect(nextCardNumberValue("3782 822463 100003", { bulk: false })).toBe("3782 822463 10000");
  });

  it("CARD-12 keeps a pasted 19-digit number whole and reports it", () => {
    expect(nextCardNumberValue("6205500000000000004", { bulk: true })).toBe("6205 5000 0000 0000 004");
    expect(cardNumberProblem("6205 5000 0000 0000 004")).toBe("unsupported");
    expect(nextCardNumberValue("4917610000000000003", { bulk: true })).toBe("4917 6100 0000 0000 003");
    expect(cardNumberProblem("4917610000000000003")).toBe("too-long");
  });

  it("CARD-13 rejects letters, and a typed letter is refused", () => {
    expect(cardNumberProblem("4242 4242 4242 42a2")).toBe("characters");
    expect(nextCardNumberValue("4242 4242 4242 42a", { bulk: false })).toBe("4242 4242 4242 42");
    expect(nextCardNumberValue("4242 4242 4242 42a2", { bulk: true })).toBe("4242 4242 4242 42a2");
  });

  it.each(["", "   "])("CARD-14 asks for the number when given %j", (text) => {
    expect(cardNumberProblem(text)).toBe("required");
  });

  it("CARD-30 calls a half-typed number incomplete, not invalid", () => {
    expect(cardNumberProblem("4242 4242")).toBe("incomplete");
    expect(cardNumberProblem("3")).toBe("incomplete");
    expect(failsLuhnAtFullLength("4242 4242")).toBe(false);
  });
});

describe("grouping (CARD-20)", () => {
  it("groups Amex 4-6-5 and the others in fours", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("3782")).toBe("3782");
    expect(formatCardNumber("37828")).toBe("3782 8");
    expect(formatCardNumber("")).toBe("");
  });

  it("regroups as it is typed and holds typing at 16 digits", () => {
    expect(nextCardNumberValue("42424", { bulk: false })).toBe("4242 4");
    expect(nextCardNumberValue("4242 4242 4242 4242 1", { bulk: false })).toBe("4242 4242 4242 4242");
    expect(nextCardNumberValue("４２４２-４２", { bulk: false })).toBe("4242 42");
  });

  it("puts the caret back after the same digits", () => {
    // "4242 4242|" typed one more digit in the middle: "4242 4|2424" -> after 6 digits.
    expect(caretAfter("4242 4242 4", 6)).toBe(7);
    expect(caretAfter("4242 4242", 4)).toBe(4);
    expect(caretAfter("4242 4242", 0)).toBe(0);
    expect(caretAfter("4242", 9)).toBe(4);
  });

  it("keeps only the last four digits", () => {
    expect(lastFour("4242 4242 4242 4242")).toBe("4242");
    expect(lastFour("3782 822463 10005")).toBe("0005");
  });
});
