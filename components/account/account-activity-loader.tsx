"use client";

import { lazy } from "react";
import { importInSteps } from "@/lib/import-in-steps";

// The activity list reads the browser store (Dexie, zod schemas): it loads after the page, so
// this content route's first load stays within budget; the page's <Suspense> shows a skeleton.
// The chunks are requested as soon as this page's script runs, alongside hydration rather than
// after it, in two steps so that no single task runs all their modules (lib/import-in-steps.ts).
const loading = typeof window === "undefined" ? null : importInSteps(() => import("@/lib/store"), () => import("./account-activity"));
const AccountActivity = lazy(() => (loading ?? import("./account-activity")).then((module) => ({ default: module.AccountActivity })));

export function AccountActivityLoader() {
  return <AccountActivity />;
}
