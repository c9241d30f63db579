"use client";

import { useCallback, useLayoutEffect, useMemo } from "react";
import { useUrlLocation } from "@/lib/use-url-location";
import { replaceQuery } from "./replace-query";

type UrlStateOptions = {
  /**
   * Called in the commit that first renders the known address, in place of clearing the page's
   * first-paint mark (`data-pending-url`): for a page whose URL-dependent parts load separately
   * and clear the mark together once all of them have read the address (the property page's
   * calculators). A module-level function, so it is the same on every render.
   */
  onAddressRead?: () => void;
};

export type UrlState<Parsed, State> = {
  /** What `parse` makes of the address's query (of an empty query until the address is known). */
  state: Parsed;
  /** The address's query (empty until it is known). */
  params: URLSearchParams;
  /** False while the page hydrates (its static HTML was made for a bare address), then true. */
  known: boolean;
  /** Writes `write(next, the current query)` into the address in place of its query. */
  setState: (next: State) => void;
};

/**
 * State kept in the address's query, so a reload, the back button after leaving and a shared link
 * all see the same: the searches of /buy, /rent and /residences, and the property page's
 * calculators. `parse` reads the query, accepting only what it knows; `write` turns new state into
 * a query (given the current one, to keep what it does not own). Writing replaces the current
 * history entry (no navigation, no scroll) and keeps the path and the hash. Until the address is
 * known (right after hydration) the state is that of an empty query, as in the page's HTML; the
 * page's URL-dependent part stays hidden meanwhile (`PendingPart`, the first-paint `url` mark),
 * and the mark is cleared in the commit that first renders the known address. `parse` and `write`
 * must keep their identity between renders (module-level functions, or useCallback).
 */
export function useUrlState<Parsed, State>(
  parse: (params: URLSearchParams) => Parsed,
  write: (next: State, current: URLSearchParams) => URLSearchParams,
  { onAddressRead }: UrlStateOptions = {},
): UrlState<Parsed, State> {
  const search = useUrlLocation({ clearsPendingMark: onAddressRead === undefined })?.search ?? null;
  const known = search !== null;
  const params = useMemo(() => new URLSearchParams(search ?? ""), [search]);
  const state = useMemo(() => parse(params), [parse, params]);
  useLayoutEffect(() => {
    if (known) onAddressRead?.();
  }, [known, onAddressRead]);
  const setState = useCallback((next: State) => replaceQuery(write(next, new URLSearchParams(window.location.search))), [write]);
  return { state, params, known, setState };
}
