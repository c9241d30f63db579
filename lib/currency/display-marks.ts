import { preferenceKey } from "@/lib/store";
import type { AreaUnit, CurrencyCode } from "@/lib/schemas/display-preferences";
import { AREA_UNITS, CURRENCY_CODES, DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from "./currencies";

/** The localStorage preferences (under "rm:") of the header's switch. */
export const CURRENCY_PREFERENCE = "currency";
export const AREA_UNIT_PREFERENCE = "area-unit";

/**
 * The inline <head> script that shows every figure in the chosen currency and unit from the first
 * paint. Pages render each price once per currency and each area in both units (Money and Area,
 * components/currency); CSS shows the one the <html> marks name: `data-currency="EUR"`,
 * `data-area="m2"`, absent for the defaults (USD, sq ft), so the HTML without them is the site
 * as it always was. A stored value that is not one of the choices marks nothing: the defaults.
 * It marks again when another tab changes the choice. A build-time constant, hashed into the
 * page's CSP.
 */
export function displayMarksScript(): string {
  const currencies = JSON.stringify(CURRENCY_CODES.filter((code) => code !== DEFAULT_CURRENCY));
  const areas = JSON.stringify(AREA_UNITS.filter((unit) => unit !== DEFAULT_AREA_UNIT));
  const currencyKey = JSON.stringify(preferenceKey(CURRENCY_PREFERENCE));
  const areaKey = JSON.stringify(preferenceKey(AREA_UNIT_PREFERENCE));
  return `(function(){var h=document.documentElement;function r(k,l){try{var v=JSON.parse(localStorage.getItem(k));return l.indexOf(v)>=0?v:null}catch(e){return null}}function s(n,v){v?h.setAttribute(n,v):h.removeAttribute(n)}function m(){s("data-currency",r(${currencyKey},${currencies}));s("data-area",r(${areaKey},${areas}))}m();addEventListener("storage",function(e){if(!e.key||e.key===${currencyKey}||e.key===${areaKey})m()})})();`;
}

/** The same marks, set by the switch in this tab as soon as a choice is made. */
export function setDisplayMarks(currency: CurrencyCode, area: AreaUnit): void {
  const html = document.documentElement;
  if (currency === DEFAULT_CURRENCY) html.removeAttribute("data-currency");
  else html.setAttribute("data-currency", currency);
  if (area === DEFAULT_AREA_UNIT) html.removeAttribute("data-area");
  else html.setAttribute("data-area", area);
}
