import { RECORDS_MARK } from "./records-location";

/** How long the store (open-engine.ts) and the probe wait for IndexedDB before giving up on it. */
export const INDEXEDDB_OPEN_TIMEOUT_MS = 10_000;
const PROBE_DATABASE = "residences-marketplace-probe";

/**
 * The inline <head> script that finds whether this browser lets the site keep data, before the
 * first paint and without loading the store or touching its database: it opens a database that
 * does not exist and aborts its creation. Reaching the upgrade means storage works, and aborting
 * leaves nothing behind. A throw (no `indexedDB`, a SecurityError), an error, or no answer within
 * the store's own timeout means the store will run in memory: `<html data-records="visit">`, else
 * "device" (records-location.ts). "visit" is never taken back. A build-time constant, hashed
 * into the page's CSP.
 */
export function storageProbeScript(): string {
  return `(function(){var h=document.documentElement,u=0,r,t=setTimeout(function(){m("visit")},${INDEXEDDB_OPEN_TIMEOUT_MS});function m(v){clearTimeout(t);if(h.getAttribute("${RECORDS_MARK}")!=="visit")h.setAttribute("${RECORDS_MARK}",v)}try{r=indexedDB.open("${PROBE_DATABASE}")}catch(e){return m("visit")}r.onupgradeneeded=function(){u=1;r.transaction.abort()};r.onsuccess=function(){r.result.close();m("device")};r.onerror=function(e){e.preventDefault();m(u?"device":"visit")}})();`;
}
