"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import type { QueryReader } from "@/lib/query-params";

type Pending = { from: string; to: string };

/**
 * Filter state kept in the URL query: `parse` reads it (accepting only known values), `write`
 * turns new state into a query. Writing replaces the current history entry through the History
 * API, which Next's router follows (useSearchParams updates) without refetching the page, so a
 * reload, the back button after leaving, and a shared link all see the same state.
 *
 * Next applies that URL change in a transition, a render or more later; until it lands the
 * requested query is shown, so a controlled checkbox or select never snaps back to its old value.
 * Must render inside <Suspense> (useSearchParams in a static export).
 */
export function useQueryState<State, Parsed extends { filters: State }>(
  parse: (params: QueryReader) => Parsed,
  write: (state: State) => URLSearchParams,
): Parsed & { setFilters: (next: State) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const urlQuery = params.toString();
  const [pending, setPending] = useState<Pending | null>(null);
  // Once the URL has moved (to the requested query, or elsewhere by back/forward), it is the truth again.
  if (pending && urlQuery !== pending.from) setPending(null);
  const shownQuery = pending && urlQuery === pending.from ? pending.to : urlQuery;
  const parsed = useMemo(() => parse(new URLSearchParams(shownQuery)), [parse, shownQuery]);

  const setFilters = useCallback(
    (next: State) => {
      const query = write(next).toString();
      // `from` is the query this render saw: the URL may already say more (an earlier, quicker change).
      setPending({ from: urlQuery, to: query });
      const href = `${pathname}${query ? `?${query}` : ""}${window.location.hash}`;
      window.history.replaceState(null, "", href);
    },
    [pathname, urlQuery, write],
  );
  return { ...parsed, setFilters };
}
