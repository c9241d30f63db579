"use client";

import { useLayoutEffect } from "react";
import { fragmentTarget } from "./fragment-target";
import type { PendingMark } from "./first-paint-marks";

/**
 * Clears a first-paint mark (lib/first-paint-marks.ts) once `known` is true, in the same commit
 * that renders the known content, so the loading state gives way to it without a frame between.
 * A URL's #fragment inside the part that was hidden is then scrolled to, as the browser would have.
 */
export function usePendingMark(mark: PendingMark, known: boolean) {
  useLayoutEffect(() => {
    if (!known) return;
    const root = document.documentElement;
    const wasPending = root.hasAttribute(`data-pending-${mark}`);
    root.removeAttribute(`data-pending-${mark}`);
    // The browser's own jump found the fragment's element hidden in the pending part.
    if (wasPending && mark === "url") fragmentTarget()?.scrollIntoView();
  }, [mark, known]);
}
