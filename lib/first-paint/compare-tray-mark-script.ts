import { preferenceKey } from "@/lib/store";
import { COMPARE_PREFERENCE } from "@/lib/compare/compare-preference";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "@/lib/compare/compare-tray-mark";

/**
 * Sets `<html data-compare-tray>` (lib/compare/compare-tray-mark.ts) before the first paint when
 * the stored compare list holds anything, except on /compare, so the room for the tray is there
 * from the start. The tray's loader sets and clears it from then on.
 */
export function compareTrayMarkScript(): string {
  const key = JSON.stringify(preferenceKey(COMPARE_PREFERENCE));
  return `(function(){try{var v=JSON.parse(localStorage.getItem(${key}));if(Array.isArray(v)&&v.length&&!${COMPARE_PAGE_PATH}.test(location.pathname))document.documentElement.setAttribute(${JSON.stringify(COMPARE_TRAY_MARK)},"")}catch(e){}})();`;
}
