import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrands, couldBeSupported, cvcHintFor, cvcLengthFor, detectBrand, type SupportedCardBrand } from "./card-brands";
import {
  brandOf,
  caretAfter,
  cardNumberProblem,
  failsLuhnAtFullLength,
  formatCardNumber,
  lastFour,
  luhnCheckDigit,
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

describe("brand detection while typing (CARD-15, CARD-16)", () => {
  it.each([
    ["4", "visa"],
    ["34", "amex"],
    ["37", "amex"],
    ["51", "mastercard"],
    ["55", "mastercard"],
    ["2221", "mastercard"],
    ["2720", "mastercard"],
    ["2721", null],
    ["3", null],
    ["6011", "discover"],
    ["644", "discover"],
    ["65", "discover"],
    ["3528", "jcb"],
    ["62", "unionpay"],
    ["36", "diners"],
    ["", null],
  ] as const)("%j is %s", (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it("knows when an accepted brand is still possible", () => {
    expect(couldBeSupported("3")).toBe(true);
    expect(couldBeSupported("35")).toBe(false);
    expect(couldBeSupported("0")).toBe(false);
    expect(couldBeSupported("2721")).toBe(false);
  });

  it("switches the security code hint for Amex and back", () => {
    expect(cvcHintFor(brandOf(""))).toBe("3 digits on back of card");
    expect(cvcHintFor(brandOf("37"))).toBe("4 digits on front of card");
    expect(cvcHintFor(brandOf("4"))).toBe("3 digits on back of card");
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

// ---- properties (reference PBT-01…04) ----

/** The test's own Luhn, written differently from the module's: the oracle. */
function referenceLuhn(digits: string): boolean {
  const sum = [...digits]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => total + (index % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][digit]! : digit), 0);
  return sum % 10 === 0;
}

const prefixes: Record<SupportedCardBrand, string[]> = {
  visa: ["4"],
  mastercard: ["51", "53", "55", "2221", "2500", "2720"],
  amex: ["34", "37"],
  discover: ["6011", "644", "649", "65"],
};

/** A valid number of an accepted brand: prefix, random body, check digit. */
const validCard = fc
  .constantFrom(...(Object.keys(prefixes) as SupportedCardBrand[]))
  .chain((brand) =>
    fc.record({
      brand: fc.constant(brand),
      prefix: fc.constantFrom(...prefixes[brand]),
      body: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 20, maxLength: 20 }),
    }),
  )
  .map(({ brand, prefix, body }) => {
    const length = cardBrands[brand].length;
    const head = (prefix + body).slice(0, length - 1);
    return { brand, number: head + luhnCheckDigit(head) };
  });

describe("properties", () => {
  it("PBT-01 Luhn agrees with a reference implementation", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (digits) => luhnValid(digits) === referenceLuhn(digits)),
      { numRuns: 500 },
    );
  });

  it("PBT-02 formatting round-trips and is idempotent, in the brand's groups", () => {
    fc.assert(
      fc.property(validCard, ({ brand, number }) => {
        const formatted = formatCardNumber(number);
        expect(normaliseCardNumber(formatted)).toBe(number);
        expect(formatCardNumber(normaliseCardNumber(formatted))).toBe(formatted);
        expect(formatted.split(" ").map((group) => group.length)).toEqual(cardBrands[brand].groups);
        expect(nextCardNumberValue(formatted, { bulk: false })).toBe(formatted);
        expect(cardNumberProblem(formatted)).toBeNull();
        expect(brandOf(formatted)).toBe(brand);
      }),
      { numRuns: 300 },
    );
  });

  it("PBT-03 separators and full-width digits never change the verdict or the brand", () => {
    const separator = fc.constantFrom("", " ", "-", "\u2013", "\u00a0");
    fc.assert(
      fc.property(validCard, fc.array(separator, { minLength: 19, maxLength: 19 }), fc.boolean(), ({ brand, number }, seps, wide) => {
        let text = [...number].map((digit, index) => digit + (seps[index] ?? "")).join("");
        if (wide) text = text.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
        expect(cardNumberProblem(text)).toBeNull();
        expect(brandOf(text)).toBe(brand);
      }),
      { numRuns: 300 },
    );
  });

  it("PBT-04 changing one digit always fails Luhn", () => {
    fc.assert(
      fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ number }, at, shift) => {
        const index = at % number.length;
        const changed = number.slice(0, index) + String((Number(number[index]) + shift) % 10) + number.slice(index + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("PBT-04 swapping adjacent digits fails Luhn, except the known 09/90 blind spot", () => {
    fc.assert(
      fc.property(validCard, fc.nat(), ({ number }, at) => {
        const index = at % (number.length - 1);
        const a = number[index]!;
        const b = number[index + 1]!;
        fc.pre(a !== b);
        const swapped = number.slice(0, index) + b + a + number.slice(index + 2);
        const blindSpot = (a === "0" && b === "9") || (a === "9" && b === "0");
        expect(luhnValid(swapped)).toBe(blindSpot);
      }),
      { numRuns: 300 },
    );
  });

  it("the check digit makes any body pass", () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,18}$/), (body) => luhnValid(body + luhnCheckDigit(body))));
  });
});
