"use client";

import { lazy } from "react";

// The wizard (react-hook-form, zod, Radix, the browser store) loads after the page, so its first
// load stays light; the page's <Suspense> shows a skeleton meanwhile.
const ApplicationWizard = lazy(() => import("./application-wizard").then((module) => ({ default: module.ApplicationWizard })));

export function ApplicationWizardLoader() {
  return <ApplicationWizard />;
}
