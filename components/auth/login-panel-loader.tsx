"use client";

import { lazyInSteps } from "@/components/layout/lazy-in-steps";

// The forms (react-hook-form, zod, Radix) are in the page's HTML and hydrate when their code
// arrives, requested alongside the page's own in two steps (lazyInSteps), so the first load stays
// light. No props: what the panel needs (the address) it reads itself, so nothing above it changes
// before it has hydrated (React would then drop its HTML, and what was typed into it).
const LoginPanel = lazyInSteps(
  () => import("@/lib/schemas/account"),
  () => import("./login-panel"),
  (module) => module.LoginPanel,
);

// A client component, not the lazy object itself: a server page can only render a component.
export function LoginPanelLoader() {
  return <LoginPanel />;
}
