import { INDEXEDDB_OPEN_TIMEOUT_MS, RECORDS_MARK } from "@/lib/store";

const PROBE_DATABASE = "residences-marketplace-probe";

/**
 * Finds whether this browser lets the site keep data, before the first paint and without loading
 * the store or touching its database: it opens a database that does not exist and aborts its
 * creation. Reaching the upgrade means storage works, and aborting leaves nothing behind. A throw
 * (no `indexedDB`, a SecurityError), an error, or no answer within the store's own timeout means
 * the store will run in memory: `<html data-records="visit">`, else "device"
 * (lib/store/records-location.ts). "visit" is never taken back.
 */
export function storageProbeScript(): string {
  return `(function(){var h=document.documentElement,u=0,r,t=setTimeout(function(){m("visit")},${INDEXEDDB_OPEN_TIMEOUT_MS});function m(v){clearTimeout(t);if(h.getAttribute("${RECORDS_MARK}")!=="visit")h.setAttribute("${RECORDS_MARK}",v)}try{r=indexedDB.open("${PROBE_DATABASE}")}catch(e){return m("visit")}r.onupgradeneeded=function(){u=1;r.transaction.abort()};r.onsuccess=function(){r.result.close();m("device")};r.onerror=function(e){e.preventDefault();m(u?"device":"visit")}})();`;
}
