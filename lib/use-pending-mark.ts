"use client";

import { useLayoutEffect } from "react";
import type { PendingMark } from "./first-paint-marks";

/**
 * Clears a first-paint mark (lib/first-paint-marks.ts) once `known` is true, in the same commit
 * that renders the known content, so the loading state gives way to it without a frame between.
 */
export function usePendingMark(mark: PendingMark, known: boolean) {
  useLayoutEffect(() => {
    if (known) document.documentElement.removeAttribute(`data-pending-${mark}`);
  }, [mark, known]);
}
