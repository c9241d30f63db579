"use client";

import { useLayoutEffect } from "react";
import type { PendingMark } from "./first-paint-marks";

/**
 * The element a link's #fragment names, when the page's own anchor jump found it hidden: the
 * browser jumps once, at load, while a pending part (components/layout/pending-part.tsx) still
 * hides it, so /residences#residence-…-title would otherwise land at the top.
 */
function hiddenFragmentTarget(): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return null; // a malformed %-escape names nothing
  }
  const target = id ? document.getElementById(id) : null;
  return target?.closest("[data-pending-part]") ? target : null;
}

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
    if (wasPending && mark === "url") hiddenFragmentTarget()?.scrollIntoView();
  }, [mark, known]);
}
