"use client";

import { lazyInSteps } from "@/lib/import-in-steps";

// The forms (react-hook-form, zod, Radix) load after the page, so its first load stays light;
// the page's <Suspense> shows a skeleton meanwhile.
// Requested alongside hydration, in two steps (lazyInSteps).
const LoginPanel = lazyInSteps(() => import("@/lib/schemas/account"), () => import("./login-panel"), (module) => module.LoginPanel);

export function LoginPanelLoader() {
  return <LoginPanel />;
}
