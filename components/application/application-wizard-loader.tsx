"use client";

import { lazyInSteps } from "@/lib/import-in-steps";

// The wizard (react-hook-form, zod, Radix, the browser store) loads after the page, so its first
// load stays light; the page's <Suspense> shows a skeleton meanwhile.
// Requested alongside hydration, in two steps (lazyInSteps).
const ApplicationWizard = lazyInSteps(() => import("@/lib/store"), () => import("./application-wizard"), (module) => module.ApplicationWizard);

export function ApplicationWizardLoader() {
  return <ApplicationWizard />;
}
