"use client";

import { lazyInSteps } from "@/components/layout/lazy-in-steps";

// The activity list reads the browser store (Dexie, zod schemas): it loads after the page, so
// this content route's first load stays within budget; the page's <Suspense> shows a skeleton.
// Requested alongside hydration, in two steps (lazyInSteps).
const AccountActivity = lazyInSteps(
  () => import("@/lib/store"),
  () => import("./account-activity"),
  (module) => module.AccountActivity,
);

export function AccountActivityLoader() {
  return <AccountActivity />;
}
