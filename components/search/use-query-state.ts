"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { QueryReader } from "@/lib/query-params";

/**
 * Filter state kept in the URL query: `parse` reads it (accepting only known values), `write`
 * turns new state into a query. Writing replaces the current history entry through the History
 * API, which Next's router follows (useSearchParams updates) without refetching the page, so a
 * reload, the back button after leaving, and a shared link all see the same state.
 * Must render inside <Suspense> (useSearchParams in a static export).
 */
export function useQueryState<State, Parsed extends { filters: State }>(
  parse: (params: QueryReader) => Parsed,
  write: (state: State) => URLSearchParams,
): Parsed & { setFilters: (next: State) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const parsed = useMemo(() => parse(params), [parse, params]);
  const setFilters = useCallback(
    (next: State) => {
      const query = write(next).toString();
      const href = `${pathname}${query ? `?${query}` : ""}${window.location.hash}`;
      window.history.replaceState(null, "", href);
    },
    [pathname, write],
  );
  return { ...parsed, setFilters };
}
