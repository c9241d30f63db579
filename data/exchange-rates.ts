import type { ExchangeRates } from "@/lib/schemas/exchange-rates";

/**
 * Approximate rates per US dollar of late November 2025 (the AED is pegged), dated the day they
 * were taken, not a later one: every converted price says it is indicative, at the rates of this
 * date. /sources names where they come from (lib/facts/figure-sources.ts).
 */
export const exchangeRates: ExchangeRates = {
  date: "2025-11-20",
  perUsd: {
    USD: "1",
    EUR: "0.86",
    GBP: "0.76",
    CHF: "0.80",
    AED: "3.6725",
    SGD: "1.30",
    JPY: "155",
    HKD: "7.78",
  },
};
