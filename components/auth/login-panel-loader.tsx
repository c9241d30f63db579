"use client";

import { lazy } from "react";
import { importInSteps } from "@/lib/import-in-steps";

// The forms (react-hook-form, zod, Radix) load after the page, so its first load stays light;
// the page's <Suspense> shows a skeleton meanwhile.
// The chunks are requested as soon as this page's script runs, alongside hydration rather than
// after it, in two steps so that no single task runs all their modules (lib/import-in-steps.ts).
const loading = typeof window === "undefined" ? null : importInSteps(() => import("@/lib/schemas/account"), () => import("./login-panel"));
const LoginPanel = lazy(() => (loading ?? import("./login-panel")).then((module) => ({ default: module.LoginPanel })));

export function LoginPanelLoader() {
  return <LoginPanel />;
}
