"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { compareListSchema, EMPTY_COMPARE_LIST, type CompareList } from "@/lib/compare/compare-list";
import { COMPARE_PREFERENCE } from "@/lib/compare/compare-preference";
import { parsePreference, readPreferenceRaw, subscribePreference } from "@/lib/store";

const readRaw = () => readPreferenceRaw(COMPARE_PREFERENCE);
const unknownOnServer = () => undefined;

/**
 * The compare list as this browser holds it, kept current (this tab's writes, other tabs' through
 * the storage event); null in the HTML and while the page hydrates, when it cannot be known. A
 * missing or unreadable value is the empty list. Read-only (preferences-read.ts): the tray's
 * loader sits on every page.
 */
export function useCompareList(): CompareList | null {
  const subscribe = useCallback((listener: () => void) => subscribePreference(COMPARE_PREFERENCE, listener), []);
  // The raw text is the snapshot (a string compares by value); undefined stands for "not known yet".
  const raw = useSyncExternalStore<string | null | undefined>(subscribe, readRaw, unknownOnServer);
  return useMemo(() => {
    if (raw === undefined) return null;
    const parsed = parsePreference(raw, compareListSchema);
    return parsed.ok ? parsed.value : EMPTY_COMPARE_LIST;
  }, [raw]);
}
