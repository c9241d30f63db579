"use client";

import { useCallback, useSyncExternalStore } from "react";
import { rentTabFromHash, rentTabHash, type RentTab } from "@/lib/rent-tab";

const TAB_CHANGE = "rent-tab-change";

function subscribe(listener: () => void) {
  window.addEventListener("hashchange", listener);
  window.addEventListener(TAB_CHANGE, listener);
  return () => {
    window.removeEventListener("hashchange", listener);
    window.removeEventListener(TAB_CHANGE, listener);
  };
}

/**
 * The open /rent tab, kept in the URL hash so a reload or a shared link reopens it. The static
 * HTML (and hydration) show the first tab; the hash is read right after.
 */
export function useRentTab(): readonly [RentTab, (tab: RentTab) => void] {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash, () => "");
  const setTab = useCallback((tab: RentTab) => {
    const { pathname, search } = window.location;
    window.history.replaceState(null, "", `${pathname}${search}${rentTabHash(tab)}`);
    window.dispatchEvent(new Event(TAB_CHANGE));
  }, []);
  return [rentTabFromHash(hash), setTab] as const;
}
