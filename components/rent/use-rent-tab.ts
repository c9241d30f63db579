"use client";

import { useCallback } from "react";
import { rentTabFromHash, rentTabHash, type RentTab } from "@/lib/rent/rent-tab";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";

/**
 * The open /rent tab, kept in the URL hash so a reload or a shared link reopens it. The static
 * HTML and hydration show the first tab; with a hash in the address, the tabs stay hidden
 * (PendingPart, `data-pending-url`) until it has been read.
 */
export function useRentTab(): readonly [RentTab, (tab: RentTab) => void] {
  const hash = useUrlLocation()?.hash ?? "";
  const setTab = useCallback((tab: RentTab) => {
    const { pathname, search } = window.location;
    replaceUrl(`${pathname}${search}${rentTabHash(tab)}`);
  }, []);
  return [rentTabFromHash(hash), setTab] as const;
}
