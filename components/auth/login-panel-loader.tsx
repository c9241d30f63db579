"use client";

import { lazy } from "react";

// The forms (react-hook-form, zod, Radix) load after the page, so its first load stays light;
// the page's <Suspense> shows a skeleton meanwhile.
const LoginPanel = lazy(() => import("./login-panel").then((module) => ({ default: module.LoginPanel })));

export function LoginPanelLoader() {
  return <LoginPanel />;
}
