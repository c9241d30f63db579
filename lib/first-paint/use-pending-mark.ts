"use client";

import { useLayoutEffect } from "react";
import { fragmentTarget } from "@/lib/fragment-target";

/** The facts a static page's HTML cannot know, each marked on <html> (pending-marks-script.ts). */
export type PendingMark = "url" | "session" | "draft";

/**
 * Parts that load separately and each read the same fact (the property page's calculators, each
 * reading the address): the mark is theirs to clear together, once every one has read it, or one
 * would show its defaults while another's code is still on its way.
 */
const waiting: Record<PendingMark, Set<string>> = { url: new Set(), session: new Set(), draft: new Set() };

/** `reader` is on the page and will read `mark`'s fact: the mark now waits for it too (pendingMarkRead). */
export function awaitPendingReader(mark: PendingMark, reader: string): void {
  waiting[mark].add(reader);
}

/**
 * The fact behind `mark` is now rendered as it is, by `reader` (one of those awaited), or by the
 * one part that reads it (no reader). The mark is cleared unless an awaited reader is still
 * reading. A URL's #fragment inside the part that was hidden is then scrolled to, as the browser
 * would have: its own jump found the fragment's element hidden, or not there yet.
 */
export function pendingMarkRead(mark: PendingMark, reader?: string): void {
  if (reader !== undefined) {
    waiting[mark].delete(reader);
    if (waiting[mark].size > 0) return;
  }
  const root = document.documentElement;
  const attribute = `data-pending-${mark}`;
  const wasPending = root.hasAttribute(attribute);
  root.removeAttribute(attribute);
  if (wasPending && mark === "url") fragmentTarget()?.scrollIntoView();
}

/**
 * Clears a first-paint mark once `known` is true, in the same commit that renders the known
 * content, so the loading state gives way to it without a frame between. `reader` names an
 * awaited reader (awaitPendingReader) when several parts read the same fact.
 */
export function usePendingMark(mark: PendingMark, known: boolean, reader?: string): void {
  useLayoutEffect(() => {
    if (known) pendingMarkRead(mark, reader);
  }, [mark, known, reader]);
}
