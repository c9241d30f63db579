"use client";

import { lazy } from "react";

// The activity list reads the browser store (Dexie, zod schemas): it loads after the page, so
// this content route's first load stays within budget; the page's <Suspense> shows a skeleton.
// The chunk is requested as soon as this page's script runs, alongside hydration rather than after it.
const loading = typeof window === "undefined" ? null : import("./account-activity");
const AccountActivity = lazy(() => (loading ?? import("./account-activity")).then((module) => ({ default: module.AccountActivity })));

export function AccountActivityLoader() {
  return <AccountActivity />;
}
