"use client";

import { lazy } from "react";
import { importInSteps } from "@/lib/import-in-steps";

// The wizard (react-hook-form, zod, Radix, the browser store) loads after the page, so its first
// load stays light; the page's <Suspense> shows a skeleton meanwhile.
// The chunks are requested as soon as this page's script runs, alongside hydration rather than
// after it, in two steps so that no single task runs all their modules (lib/import-in-steps.ts).
const loading = typeof window === "undefined" ? null : importInSteps(() => import("@/lib/store"), () => import("./application-wizard"));
const ApplicationWizard = lazy(() => (loading ?? import("./application-wizard")).then((module) => ({ default: module.ApplicationWizard })));

export function ApplicationWizardLoader() {
  return <ApplicationWizard />;
}
