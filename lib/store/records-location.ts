/**
 * Where what a person makes is kept: "device" (IndexedDB), "visit" (memory: gone on leaving or
 * reloading), or "unknown" until known. The answer is a mark on <html>, `data-records`, set
 * before the first paint by the probe in the page's <head> (lib/first-paint/storage-probe-script.ts),
 * and set to "visit" by the site's store when it had to open in memory although the probe found
 * IndexedDB (site-store.ts). Every page's notice is CSS on that mark, so no page loads code to show it.
 */
export type RecordsLocation = "unknown" | "device" | "visit";

export const RECORDS_MARK = "data-records";

export function getRecordsLocation(): RecordsLocation {
  const mark = typeof document === "undefined" ? null : document.documentElement.getAttribute(RECORDS_MARK);
  return mark === "device" || mark === "visit" ? mark : "unknown";
}

export function subscribeRecordsLocation(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: [RECORDS_MARK] });
  return () => observer.disconnect();
}

/** Called by the site's store when it had to open in memory. */
export function reportStoreInMemory(): void {
  if (typeof document !== "undefined") document.documentElement.setAttribute(RECORDS_MARK, "visit");
}
