"use client";

import { lazy } from "react";

// The activity list reads the browser store (Dexie, zod schemas): it loads after the page, so
// this content route's first load stays within budget; the page's <Suspense> shows a skeleton.
const AccountActivity = lazy(() => import("./account-activity").then((module) => ({ default: module.AccountActivity })));

export function AccountActivityLoader() {
  return <AccountActivity />;
}
