"use client";

import { useLayoutEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import { usePendingMark } from "@/lib/first-paint/use-pending-mark";

/** The address's query without its "?" ("hotel=aman") and its hash with its "#" ("#list-yours"). */
export type UrlLocation = { search: string; hash: string };

const REPLACED = "url-location-replaced";

function subscribe(listener: () => void) {
  for (const type of ["popstate", "hashchange", REPLACED]) window.addEventListener(type, listener);
  return () => {
    for (const type of ["popstate", "hashchange", REPLACED]) window.removeEventListener(type, listener);
  };
}

const read = () => `${window.location.search}${window.location.hash}`;
const unknown = () => null;

/**
 * The address's query and hash, or null until they are known. A static page's HTML, and its
 * hydration, are made without them, so they arrive right after hydration; meanwhile content that
 * depends on them renders as for a bare address, inside a PendingPart that the `data-pending-url`
 * mark keeps hidden (lib/first-paint/README.md). The mark is cleared in the commit that
 * first renders the known address, unless `clearsPendingMark` is false: a page whose
 * URL-dependent parts load separately clears it once all of them have read the address.
 */
export function useUrlLocation({ clearsPendingMark = true }: { clearsPendingMark?: boolean } = {}): UrlLocation | null {
  const raw = useSyncExternalStore(subscribe, read, unknown);
  // A client-side navigation renders the new page before Next writes its address into history;
  // read it again once committed, before the browser paints.
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (raw !== null && raw !== read()) recheck();
  });
  usePendingMark("url", clearsPendingMark && raw !== null);
  return useMemo(() => (raw === null ? null : parseUrlLocation(raw)), [raw]);
}

/** Pure: "?a=b#c" (location.search + location.hash) -> { search: "a=b", hash: "#c" }. */
export function parseUrlLocation(raw: string): UrlLocation {
  const hashAt = raw.indexOf("#");
  const search = hashAt < 0 ? raw : raw.slice(0, hashAt);
  return { search: search.replace(/^\?/, ""), hash: hashAt < 0 ? "" : raw.slice(hashAt) };
}

/**
 * Replaces the current history entry's address (no navigation, no scroll) and tells every
 * useUrlLocation. Next's router follows history.replaceState when the state passed is not its own.
 */
export function replaceUrl(href: string) {
  window.history.replaceState(null, "", href);
  window.dispatchEvent(new Event(REPLACED));
}
