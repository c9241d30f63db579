"use client";

import { lazy } from "react";

// The wizard (react-hook-form, zod, Radix, the browser store) loads after the page, so its first
// load stays light; the page's <Suspense> shows a skeleton meanwhile.
// The chunk is requested as soon as this page's script runs, alongside hydration rather than after it.
const loading = typeof window === "undefined" ? null : import("./application-wizard");
const ApplicationWizard = lazy(() => (loading ?? import("./application-wizard")).then((module) => ({ default: module.ApplicationWizard })));

export function ApplicationWizardLoader() {
  return <ApplicationWizard />;
}
