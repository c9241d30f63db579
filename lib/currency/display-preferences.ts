import { readPreference, writePreference, type PreferenceWriteResult } from "@/lib/store";
import { areaUnitSchema, currencyCodeSchema } from "@/lib/schemas/display-preferences";
import { DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import type { DisplayChoice } from "./display-amount";
import { AREA_UNIT_PREFERENCE, CURRENCY_PREFERENCE, setDisplayMarks } from "./display-marks";

export type DisplayPreferences = DisplayChoice;

/**
 * The switch's choices as stored, each validated: a missing, unreadable or unknown value reads as
 * the default (USD, sq ft), never as an error. Loaded with the switch's panel only (it brings zod).
 */
export function readDisplayPreferences(): DisplayPreferences {
  return {
    currency: readPreference(CURRENCY_PREFERENCE, currencyCodeSchema, DEFAULT_CURRENCY),
    area: readPreference(AREA_UNIT_PREFERENCE, areaUnitSchema, DEFAULT_AREA_UNIT),
  };
}

/**
 * Shows every figure in `next` at once (the <html> marks) and remembers it. The page changes
 * even when the browser refuses to store it; the result says whether it will be remembered.
 */
export function chooseDisplayPreferences(next: DisplayPreferences): PreferenceWriteResult {
  setDisplayMarks(next.currency, next.area);
  const currency = writePreference(CURRENCY_PREFERENCE, next.currency);
  const area = writePreference(AREA_UNIT_PREFERENCE, next.area);
  return currency.ok ? area : currency;
}
