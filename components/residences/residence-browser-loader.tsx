"use client";

import { lazyInSteps } from "@/components/layout/lazy-in-steps";
import type { ResidenceBrowserProps } from "./residence-browser";

// The search (filters, counts, sort and the results they choose) is in the page's HTML and
// hydrates when its code arrives, requested alongside the page's own in two steps (lazyInSteps),
// so /residences stays within its first-load budget. Its props are the server's and never change,
// so nothing above it re-renders before it has hydrated.
const ResidenceBrowser = lazyInSteps(
  () => import("@/lib/residences/residence-search"),
  () => import("./residence-browser"),
  (module) => module.ResidenceBrowser,
);

// A client component, not the lazy object itself: a server component can only render a component.
export function ResidenceBrowserLoader(props: ResidenceBrowserProps) {
  return <ResidenceBrowser {...props} />;
}
