import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrands, type SupportedCardBrand } from "./card-brands";
import {
  brandOf,
  cardNumberProblem,
  formatCardNumber,
  luhnCheckDigit,
  luhnValid,
  nextCardNumberValue,
  normaliseCardNumber,
} from "./card-number";

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
