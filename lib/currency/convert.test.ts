import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { convertMinor, divideRounded, type RatesPerUsd } from "./convert";
import { minorDigits } from "./minor-units";

describe("minorDigits", () => {
  it("reads each currency's minor unit from Intl: none for the yen, two for the others", () => {
    expect(Object.fromEntries(CURRENCY_CODES.map((code) => [code, minorDigits(code)]))).toEqual({
      USD: 2,
      EUR: 2,
      GBP: 2,
      CHF: 2,
      AED: 2,
      SGD: 2,
      JPY: 0,
      HKD: 2,
    });
  });
});

describe("divideRounded", () => {
  it("rounds once, half away from zero", () => {
    const cases: [number, number, number][] = [
      [21, 10, 2],
      [25, 10, 3],
      [29, 10, 3],
      [-21, 10, -2],
      [-25, 10, -3],
      [-29, 10, -3],
      [0, 7, 0],
    ];
    for (const [numerator, denominator, expected] of cases) {
      expect(divideRounded(BigInt(numerator), BigInt(denominator)), `${numerator}/${denominator}`).toBe(BigInt(expected));
    }
  });
});

describe("convertMinor", () => {
  it("converts US cents into the cents of each currency at the snapshot of 2025-11-20", () => {
    const price = 8_500_000_00; // $8,500,000.00
    expect(convertMinor(price, "USD", "EUR")).toBe(7_310_000_00);
    expect(convertMinor(price, "USD", "GBP")).toBe(6_460_000_00);
    expect(convertMinor(price, "USD", "CHF")).toBe(6_800_000_00);
    expect(convertMinor(price, "USD", "AED")).toBe(31_216_250_00);
    expect(convertMinor(price, "USD", "SGD")).toBe(11_050_000_00);
    expect(convertMinor(price, "USD", "HKD")).toBe(66_130_000_00);
  });

  it("gives whole yen, which have no minor unit", () => {
    expect(convertMinor(8_500_000_00, "USD", "JPY")).toBe(1_317_500_000);
    expect(convertMinor(1, "USD", "JPY")).toBe(2); // 1.55 yen
    expect(convertMinor(10, "USD", "JPY")).toBe(16); // 15.5 yen: half away from zero
    expect(convertMinor(-10, "USD", "JPY")).toBe(-16);
    expect(convertMinor(155, "JPY", "USD")).toBe(100); // ¥155 is $1.00
    expect(convertMinor(1, "JPY", "USD")).toBe(1); // 0.645 cents
  });

  it("rounds to the target's minor unit once, half away from zero", () => {
    expect(convertMinor(25, "USD", "EUR")).toBe(22); // 21.5 euro cents
    expect(convertMinor(-25, "USD", "EUR")).toBe(-22);
    expect(convertMinor(1, "USD", "EUR")).toBe(1); // 0.86
    expect(convertMinor(1, "USD", "GBP")).toBe(1); // 0.76
    expect(convertMinor(3, "USD", "AED")).toBe(11); // 11.0175 fils
    expect(convertMinor(1_00, "AED", "USD")).toBe(27); // 27.23 cents
  });

  it("converts between two other currencies in one step, not through rounded dollars", () => {
    // €0.03 is 2.65 pence: 3 in one rounding; through dollars, $0.0349 -> $0.03 -> 2.28 pence -> 2.
    expect(convertMinor(3, "EUR", "GBP")).toBe(3);
    expect(convertMinor(convertMinor(3, "EUR", "USD"), "USD", "GBP")).toBe(2);
    expect(convertMinor(1_000_000_01, "EUR", "JPY")).toBe(180_232_560); // €1,000,000.01 × 155 / 0.86
  });

  it("keeps an amount in its own currency as it is", () => {
    for (const code of CURRENCY_CODES) expect(convertMinor(123_456_789, code, code)).toBe(123_456_789);
  });

  it("gives NaN (formatted as nothing) for an amount that is not a safe integer, or would not be one", () => {
    for (const amount of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2]) {
      expect(convertMinor(amount, "USD", "EUR")).toBeNaN();
    }
    expect(convertMinor(Number.MAX_SAFE_INTEGER, "USD", "JPY")).toBeNaN();
  });

  it("takes other rates when given them", () => {
    const rates: RatesPerUsd = { USD: "1", EUR: "0.5", GBP: "1", CHF: "1", AED: "1", SGD: "1", JPY: "100", HKD: "1" };
    expect(convertMinor(1_00, "USD", "EUR", rates)).toBe(50);
    expect(convertMinor(1_00, "EUR", "JPY", rates)).toBe(200);
  });

  it("is never more than half a minor unit from the exact value", () => {
    const currency = fc.constantFrom(...CURRENCY_CODES);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currency, currency, (amount, from, to) => {
        const converted = convertMinor(amount, from, to);
        // exact = amount × rate(to) / rate(from) × 10^(digits(to) − digits(from)), compared in integers
        const [toRate, toScale] = parts(RATES[to]);
        const [fromRate, fromScale] = parts(RATES[from]);
        const exactNumerator = BigInt(amount) * toRate * 10n ** BigInt(fromScale + minorDigits(to));
        const exactDenominator = fromRate * 10n ** BigInt(toScale + minorDigits(from));
        const error = BigInt(converted) * exactDenominator - exactNumerator;
        return (error < 0n ? -error : error) * 2n <= exactDenominator;
      }),
    );
  });
});

const RATES: RatesPerUsd = { USD: "1", EUR: "0.86", GBP: "0.76", CHF: "0.80", AED: "3.6725", SGD: "1.30", JPY: "155", HKD: "7.78" };

function parts(text: string): [bigint, number] {
  const [whole = "", fraction = ""] = text.split(".");
  return [BigInt(whole + fraction), fraction.length];
}
