"use client";

import { Suspense } from "react";
import { lazyInSteps } from "@/components/layout/lazy-in-steps";
import type { CompareColumn } from "@/lib/compare/compare-column";
import { CompareLoading } from "./compare-loading";

// The comparison (the table, its rows and the list's writes) is in the page's HTML as its loading
// state and arrives with its code, requested alongside the page's own (lazyInSteps), so /compare's
// first load stays light.
const CompareView = lazyInSteps(
  () => import("./compare-table"),
  () => import("./compare-view"),
  (module) => module.CompareView,
);

/** /compare's comparison, from `columns`: every comparable residence's column by id, made at build time. */
export function CompareViewLoader({ columns }: { columns: Readonly<Record<string, CompareColumn>> }) {
  return (
    <Suspense fallback={<CompareLoading />}>
      <CompareView columns={columns} />
    </Suspense>
  );
}
