import { AREA_UNITS, CURRENCY_CODES, DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import { AREA_UNIT_PREFERENCE, CURRENCY_PREFERENCE } from "@/lib/currency/display-marks";
import { preferenceKey } from "@/lib/store";

/**
 * Shows every figure in the chosen currency and unit from the first paint. Pages render each
 * price once per currency and each area in both units (Money and Area, components/currency); CSS
 * shows the one the <html> marks name: `data-currency="EUR"`, `data-area="m2"`, absent for the
 * defaults (USD, sq ft), so the HTML without them is the site as it always was. A stored value
 * that is not one of the choices marks nothing: the defaults. It marks again when another tab
 * changes the choice; in this tab the switch marks it (setDisplayMarks, lib/currency).
 */
export function displayMarksScript(): string {
  const currencies = JSON.stringify(CURRENCY_CODES.filter((code) => code !== DEFAULT_CURRENCY));
  const areas = JSON.stringify(AREA_UNITS.filter((unit) => unit !== DEFAULT_AREA_UNIT));
  const currencyKey = JSON.stringify(preferenceKey(CURRENCY_PREFERENCE));
  const areaKey = JSON.stringify(preferenceKey(AREA_UNIT_PREFERENCE));
  return `(function(){var h=document.documentElement;function r(k,l){try{var v=JSON.parse(localStorage.getItem(k));return l.indexOf(v)>=0?v:null}catch(e){return null}}function s(n,v){v?h.setAttribute(n,v):h.removeAttribute(n)}function m(){s("data-currency",r(${currencyKey},${currencies}));s("data-area",r(${areaKey},${areas}))}m();addEventListener("storage",function(e){if(!e.key||e.key===${currencyKey}||e.key===${areaKey})m()})})();`;
}
