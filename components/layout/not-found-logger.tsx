"use client";

import { useEffect } from "react";

/** Logs the unknown path to the console, so a broken link can be traced from a visitor's report. */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
