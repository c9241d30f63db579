import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { exchangeRatesSchema } from "@/lib/schemas/exchange-rates";
import { exchangeRates } from "./exchange-rates";

describe("the exchange-rate snapshot", () => {
  it("is valid, dated 2025-11-20 (the late-2025 day the rates were taken, not a later one), with a rate for every currency of the switch", () => {
    expect(exchangeRatesSchema.safeParse(exchangeRates).success).toBe(true);
    expect(exchangeRates.date).toBe("2025-11-20");
    expect(Object.keys(exchangeRates.perUsd).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it("holds the reference rates per US dollar", () => {
    expect(exchangeRates.perUsd).toMatchObject({ USD: "1", EUR: "0.86", GBP: "0.76", CHF: "0.80", AED: "3.6725", SGD: "1.30", JPY: "155" });
  });

  it("refuses a snapshot with a missing, zero, binary or foreign rate, or a dollar that is not 1", () => {
    const parse = (perUsd: Record<string, unknown>) => exchangeRatesSchema.safeParse({ ...exchangeRates, perUsd }).success;
    expect(parse(Object.fromEntries(Object.entries(exchangeRates.perUsd).filter(([code]) => code !== "EUR")))).toBe(false);
    expect(parse({ ...exchangeRates.perUsd, EUR: "0" })).toBe(false);
    expect(parse({ ...exchangeRates.perUsd, EUR: 0.86 })).toBe(false);
    expect(parse({ ...exchangeRates.perUsd, EUR: "-0.86" })).toBe(false);
    expect(parse({ ...exchangeRates.perUsd, XYZ: "1" })).toBe(false);
    expect(parse({ ...exchangeRates.perUsd, USD: "1.01" })).toBe(false);
  });
});
