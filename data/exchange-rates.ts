import type { ExchangeRates } from "@/lib/schemas/exchange-rates";

/**
 * Approximate rates per US dollar in late 2025 (the AED is pegged), dated as the snapshot the
 * site ships: every converted price says it is indicative, at the rates of this date.
 */
export const exchangeRates: ExchangeRates = {
  date: "2026-11-20",
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
