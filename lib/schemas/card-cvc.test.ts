import { describe, expect, it } from "vitest";
import { cvcProblem, nextCvcValue } from "./card-cvc";

describe("security code (reference CARD-23…25)", () => {
  it("CARD-23 wants 3 digits for Visa", () => {
    expect(cvcProblem("123", "visa")).toBeNull();
    expect(cvcProblem("12", "visa")).toBe("incomplete");
  });

  it("CARD-24 refuses 4 digits for Visa and wants 4 for Amex", () => {
    expect(cvcProblem("1234", "visa")).toBe("too-long");
    expect(cvcProblem("1234", "amex")).toBeNull();
    expect(cvcProblem("123", "amex")).toBe("incomplete");
    expect(cvcProblem("123", "mastercard")).toBeNull();
    expect(cvcProblem("1234", "discover")).toBe("too-long");
  });

  it("CARD-25 the field refuses letters and a fifth digit", () => {
    expect(nextCvcValue("12a")).toBe("12");
    expect(nextCvcValue("12345")).toBe("1234");
    expect(nextCvcValue("１２３")).toBe("123");
  });

  it("accepts 3 or 4 digits while the brand is unknown", () => {
    expect(cvcProblem("123", null)).toBeNull();
    expect(cvcProblem("1234", null)).toBeNull();
    expect(cvcProblem("12", null)).toBe("incomplete");
    expect(cvcProblem("12345", null)).toBe("too-long");
  });

  it("asks for the code when empty and reports non-digits", () => {
    expect(cvcProblem("", "visa")).toBe("required");
    expect(cvcProblem("1a3", "visa")).toBe("characters");
  });
});
