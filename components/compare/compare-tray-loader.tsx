"use client";

import { Suspense, useLayoutEffect } from "react";
import { usePathname } from "next/navigation";
import { lazyLayoutPart } from "@/components/layout/lazy-with-fallback";
import { storedEntryCount } from "@/lib/compare/compare-preference";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "@/lib/compare/compare-tray-mark";
import { useStoredCompareRaw } from "./use-stored-compare-raw";

// The tray, with the list's checks and the catalogue's names and pictures, loads only for a person
// who has chosen something to compare; every other visit carries this file alone.
const CompareTray = lazyLayoutPart(
  () => import("./compare-tray"),
  (module) => module.CompareTray,
);

/**
 * Every page's compare tray, in the root layout: shown at the bottom of the page while the compare
 * list of whoever is signed in holds anything (not on /compare, the comparison itself), with the room kept for it
 * (lib/compare/compare-tray-mark.ts) set to match. Other tabs' changes follow (storage event).
 */
export function CompareTrayLoader() {
  const raw = useStoredCompareRaw();
  const count = raw === undefined ? null : storedEntryCount(raw);
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
