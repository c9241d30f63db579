"use client";

import { useCallback, useMemo } from "react";
import type { QueryReader } from "@/lib/query-params";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";

/**
 * Filter state kept in the URL query: `parse` reads it (accepting only known values), `write`
 * turns new state into a query. Writing replaces the current history entry (no navigation), so
 * a reload, the back button after leaving, and a shared link all see the same state.
 * Until the address is known (right after hydration) the state is that of an empty query, as in
 * the page's HTML; the page's `[data-url-dependent]` part stays hidden meanwhile when there is one.
 */
export function useQueryState<State, Parsed extends { filters: State }>(
  parse: (params: QueryReader) => Parsed,
  write: (state: State) => URLSearchParams,
): Parsed & { setFilters: (next: State) => void } {
  const search = useUrlLocation()?.search ?? "";
  const parsed = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const setFilters = useCallback(
    (next: State) => {
      const query = write(next).toString();
      replaceUrl(`${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
    },
    [write],
  );
  return { ...parsed, setFilters };
}
