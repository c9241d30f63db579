"use client";

import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while the page hydrates, true after. For text that depends on the
 * browser (its time zone): render a neutral form first, so the HTML and the hydrating render
 * agree, and the browser's own right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
