import { useSyncExternalStore } from "react";
import type { AreaUnit, CurrencyCode } from "@/lib/schemas/display-preferences";
import { AREA_UNITS, CURRENCY_CODES, DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import type { DisplayChoice } from "./display-amount";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-currency", "data-area"] });
  return () => observer.disconnect();
}

function markOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const value = document.documentElement.getAttribute(name);
  return choices.find((choice) => choice === value) ?? fallback;
}

const currencyNow = (): CurrencyCode => markOf("data-currency", CURRENCY_CODES, DEFAULT_CURRENCY);
const areaNow = (): AreaUnit => markOf("data-area", AREA_UNITS, DEFAULT_AREA_UNIT);
const defaultCurrency = (): CurrencyCode => DEFAULT_CURRENCY;
const defaultArea = (): AreaUnit => DEFAULT_AREA_UNIT;

/**
 * The currency and area unit the header's switch shows, read from the <html> marks and followed as
 * they change (this tab's switch or another tab's). For client text drawn in one currency at a time;
 * the server's HTML has every currency (components/currency) and never needs this.
 */
export function useDisplayChoice(): DisplayChoice {
  const currency = useSyncExternalStore(subscribe, currencyNow, defaultCurrency);
  const area = useSyncExternalStore(subscribe, areaNow, defaultArea);
  return { currency, area };
}
