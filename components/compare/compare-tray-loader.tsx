"use client";

import { Suspense, useCallback, useLayoutEffect, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { lazyLayoutPart } from "@/components/layout/lazy-with-fallback";
import { COMPARE_PREFERENCE, storedEntryCount } from "@/lib/compare/compare-preference";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "@/lib/compare/compare-tray-mark";
import { readPreferenceRaw, subscribePreference } from "@/lib/store";

// The tray, with the list's checks and the catalogue's names and pictures, loads only for a person
// who has chosen something to compare; every other visit carries this file alone.
const CompareTray = lazyLayoutPart(
  () => import("./compare-tray"),
  (module) => module.CompareTray,
);

const readCount = () => storedEntryCount(readPreferenceRaw(COMPARE_PREFERENCE));
const unknownOnServer = () => null;

/**
 * Every page's compare tray, in the root layout: shown at the bottom of the page while the compare
 * list holds anything (not on /compare, the comparison itself), with the room kept for it
 * (lib/compare/compare-tray-mark.ts) set to match. Other tabs' changes follow (storage event).
 */
export function CompareTrayLoader() {
  const subscribe = useCallback((listener: () => void) => subscribePreference(COMPARE_PREFERENCE, listener), []);
  const count = useSyncExternalStore<number | null>(subscribe, readCount, unknownOnServer);
  const onComparePage = COMPARE_PAGE_PATH.test(usePathname());
  const shown = count !== null && count > 0 && !onComparePage;
  useLayoutEffect(() => {
    if (count === null) return;
    if (shown) document.documentElement.setAttribute(COMPARE_TRAY_MARK, "");
    else document.documentElement.removeAttribute(COMPARE_TRAY_MARK);
  }, [count, shown]);
  return shown ? (
    <Suspense fallback={null}>
      <CompareTray storedCount={count} />
    </Suspense>
  ) : null;
}
