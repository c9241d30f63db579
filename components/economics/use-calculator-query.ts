"use client";

import { useMemo } from "react";
import { usePendingMark } from "@/lib/first-paint/use-pending-mark";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";

const NOTHING_READ = new URLSearchParams();

/**
 * The address's query as a calculator reads it: `known` is false while the page hydrates (the
 * static HTML holds the defaults), then the query is the real one. Tells the `url` pending mark
 * (lib/first-paint/use-pending-mark.ts) in the commit that first renders what the address holds.
 */
export function useCalculatorQuery(reader: string): { params: URLSearchParams; known: boolean } {
  const search = useUrlLocation({ clearsPendingMark: false })?.search ?? null;
  const known = search !== null;
  const params = useMemo(() => (search === null ? NOTHING_READ : new URLSearchParams(search)), [search]);
  usePendingMark("url", known, reader);
  return { params, known };
}

/**
 * Puts `params` in the address in place of its query, keeping the path and the hash: the same
 * history entry (no back-button spam), no scroll, and every useUrlLocation hears of it.
 */
export function replaceQuery(params: URLSearchParams): void {
  const query = params.toString();
  if (query === window.location.search.replace(/^\?/, "")) return;
  replaceUrl(`${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
}

/** Sets `key` to `value`, or removes it for null. */
export function setOrRemove(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params;
}
