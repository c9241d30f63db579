import type { AreaUnit, CurrencyCode } from "@/lib/schemas/display-preferences";
import { DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";

/** The localStorage preferences (under "rm:") of the header's switch. */
export const CURRENCY_PREFERENCE = "currency";
export const AREA_UNIT_PREFERENCE = "area-unit";

/**
 * `<html data-currency data-area>`, which CSS reads to show each figure in the chosen currency and
 * unit: set before the first paint by the <head> script (lib/first-paint/display-marks-script.ts),
 * and by the switch in this tab as soon as a choice is made (this function).
 */
export function setDisplayMarks(currency: CurrencyCode, area: AreaUnit): void {
  const html = document.documentElement;
  if (currency === DEFAULT_CURRENCY) html.removeAttribute("data-currency");
  else html.setAttribute("data-currency", currency);
  if (area === DEFAULT_AREA_UNIT) html.removeAttribute("data-area");
  else html.setAttribute("data-area", area);
}
