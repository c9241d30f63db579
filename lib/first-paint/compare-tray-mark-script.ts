import { preferenceKey } from "@/lib/store";
import { COMPARE_PREFERENCE } from "./compare-preference";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "./compare-tray-mark";

/**
 * The inline <head> script that sets `<html data-compare-tray>` (compare-tray-mark.ts) before the
 * first paint when the stored compare list holds anything, except on /compare. A build-time
 * constant, hashed into the page's CSP.
 */
export function compareTrayMarkScript(): string {
  const key = JSON.stringify(preferenceKey(COMPARE_PREFERENCE));
  return `(function(){try{var v=JSON.parse(localStorage.getItem(${key}));if(Array.isArray(v)&&v.length&&!${COMPARE_PAGE_PATH}.test(location.pathname))document.documentElement.setAttribute(${JSON.stringify(COMPARE_TRAY_MARK)},"")}catch(e){}})();`;
}
