"use client";

import { Suspense, useLayoutEffect } from "react";
import { usePathname } from "next/navigation";
import { lazyLayoutPart } from "@/components/layout/lazy-with-fallback";
import { COMPARE_PAGE_PATH, COMPARE_TRAY_MARK } from "@/lib/compare/compare-tray-mark";
import { useCompareList } from "./use-compare-list";

// The tray, with the catalogue's names and pictures, loads only for a person who has chosen
// something to compare; every other visit carries this file alone.
const CompareTray = lazyLayoutPart(
  () => import("./compare-tray"),
  (module) => module.CompareTray,
);

/**
 * Every page's compare tray, in the root layout: shown at the bottom of the page while the compare
 * list holds anything (not on /compare, the comparison itself), and the room kept for it
 * (lib/compare/compare-tray-mark.ts) set to match.
 */
export function CompareTrayLoader() {
  const list = useCompareList();
  const onComparePage = COMPARE_PAGE_PATH.test(usePathname());
  const shown = list !== null && list.length > 0 && !onComparePage;
  useLayoutEffect(() => {
    if (list === null) return;
    if (shown) document.documentElement.setAttribute(COMPARE_TRAY_MARK, "");
    else document.documentElement.removeAttribute(COMPARE_TRAY_MARK);
  }, [list, shown]);
  return shown ? (
    <Suspense fallback={null}>
      <CompareTray list={list} />
    </Suspense>
  ) : null;
}
