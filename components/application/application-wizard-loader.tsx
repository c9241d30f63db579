"use client";

import { lazyInSteps } from "@/components/layout/lazy-in-steps";

// The wizard (react-hook-form, zod, Radix, the browser store) is in the page's HTML and hydrates
// when its code arrives, requested alongside the page's own in two steps (lazyInSteps), so the
// first load stays light.
const ApplicationWizard = lazyInSteps(
  () => import("@/lib/store"),
  () => import("./application-wizard"),
  (module) => module.ApplicationWizard,
);

export function ApplicationWizardLoader() {
  return <ApplicationWizard />;
}
