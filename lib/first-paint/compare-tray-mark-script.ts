import { SESSION_KEY, SESSION_ROLES, SESSION_TEXT_KEYS, SESSION_TEXT_MAX } from "@/lib/auth/session";
import { preferenceKey } from "@/lib/store";
import { ACCOUNT_COMPARE_PREFIX, comparePreferenceFor } from "@/lib/compare/compare-preference";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "@/lib/compare/compare-tray-mark";

/**
 * Sets `<html data-compare-tray>` (lib/compare/compare-tray-mark.ts) before the first paint when
 * the compare list of whoever is signed in (or of the signed-out browser) holds anything, except on
 * /compare, so the room for the tray is there from the start. The tray's loader sets and clears it
 * from then on. It finds the list as the site does: the session the tab holds (sessionStorage, then
 * localStorage; lib/auth/session.ts, its `isSession` check written out), then that account's key
 * (comparePreferenceFor, whose key starts with ACCOUNT_COMPARE_PREFIX).
 */
export function compareTrayMarkScript(): string {
  const session = JSON.stringify(preferenceKey(SESSION_KEY));
  const signedOut = JSON.stringify(preferenceKey(comparePreferenceFor(null)));
  const accountKey = JSON.stringify(preferenceKey(ACCOUNT_COMPARE_PREFIX));
  const roles = JSON.stringify(SESSION_ROLES);
  const texts = JSON.stringify(SESSION_TEXT_KEYS);
  return (
    `(function(){try{var r=null;try{r=sessionStorage.getItem(${session})}catch(e){}if(r===null)r=localStorage.getItem(${session});` +
    `var s=null;try{s=JSON.parse(r)}catch(e){}var k=${signedOut};` +
    `if(s&&typeof s==="object"&&typeof s.role==="string"&&${roles}.indexOf(s.role)>=0&&s.accountId!==""&&${texts}.every(function(t){return typeof s[t]==="string"&&s[t].length<=${SESSION_TEXT_MAX}}))k=${accountKey}+s.accountId;` +
    `var v=JSON.parse(localStorage.getItem(k));if(Array.isArray(v)&&v.length&&!${COMPARE_PAGE_PATH}.test(location.pathname))document.documentElement.setAttribute(${JSON.stringify(COMPARE_TRAY_MARK)},"")}catch(e){}})();`
  );
}
