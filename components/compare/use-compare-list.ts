"use client";

import { useMemo } from "react";
import { compareListSchema, EMPTY_COMPARE_LIST, type CompareList } from "@/lib/compare/compare-list";
import { parsePreference } from "@/lib/store";
import { useStoredCompareRaw } from "./use-stored-compare-raw";

/**
 * The compare list of whoever is signed in (or of the signed-out browser), kept current (this tab's writes, other tabs' through
 * the storage event); null in the HTML and while the page hydrates, when it cannot be known. A
 * missing or unreadable value is the empty list. Read-only (preferences-read.ts): the tray's
 * loader sits on every page.
 */
export function useCompareList(): CompareList | null {
  const raw = useStoredCompareRaw();
  return useMemo(() => {
    if (raw === undefined) return null;
    const parsed = parsePreference(raw, compareListSchema);
    return parsed.ok ? parsed.value : EMPTY_COMPARE_LIST;
  }, [raw]);
}
