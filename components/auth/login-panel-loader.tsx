"use client";

import { lazy } from "react";

// The forms (react-hook-form, zod, Radix) load after the page, so its first load stays light;
// the page's <Suspense> shows a skeleton meanwhile.
// The chunk is requested as soon as this page's script runs, alongside hydration rather than after it.
const loading = typeof window === "undefined" ? null : import("./login-panel");
const LoginPanel = lazy(() => (loading ?? import("./login-panel")).then((module) => ({ default: module.LoginPanel })));

export function LoginPanelLoader() {
  return <LoginPanel />;
}
