"use client";

import { lazy, Suspense, useLayoutEffect, useRef, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { retryImport } from "@/lib/retry-import";
import { settlePart } from "./lazy-part";

/** How far below the fold a part starts loading: a quick scroll should find it ready. */
const NEAR_MARGIN = "800px 0px";

/** What a person does inside a part that still waits for its code: it loads at once. */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export type PartWhenNear<P extends object> = {
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download (idempotent). */
  start: () => void;
};

/**
 * A part of a long page whose code loads only when wanted: when it nears the viewport, when it is
 * pointed at, touched, focused or typed into, or at once when `start` is called. On the server it
 * renders straight away, so the page's HTML holds it (React streams it into place with an inline
 * script as the HTML is read) and the browser shows it, fields and all, before its code arrives; React then hydrates it in place, keeping what was typed
 * (useTypedValue) and replaying a press (lib/first-paint/early-input-script.ts). Retried, and replaced by the
 * reload alert when it cannot be downloaded, like lazyPart; `onFailed` runs then.
 */
export function lazyWhenNear<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  onFailed?: () => void,
): PartWhenNear<P> {
  let release = () => {};
  const wanted = typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
  const loading = () =>
    wanted
      .then(() => retryImport(load))
      .catch((error: unknown) => {
        onFailed?.();
        throw error;
      });
  return { Part: lazy(() => settlePart(loading(), pick)), start: () => release() };
}

/**
 * Renders a lazyWhenNear part and starts its download when wanted. `now` says whether the page
 * needs it at once (the address carries its inputs). A page rendered in the browser (a
 * client-side navigation) has no HTML for the part, so it shows `loading` and starts at once.
 */
export function LoadWhenNear({
  start,
  now,
  loading,
  children,
}: {
  start: () => void;
  now: () => boolean;
  loading: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    // A fallback the browser rendered: this is a client-side navigation. The server's own fallback,
    // which an inline script of the HTML swaps for the part (in batches, so possibly after the
    // document has loaded), follows the <template> React streams with it.
    const fallback = element?.querySelector("[data-loading-when-near]");
    const renderedHere = fallback && fallback.previousElementSibling?.tagName !== "TEMPLATE";
    if (!element || renderedHere || now()) return start();
    const wake = () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
      start();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    };
  }, [start, now]);
  return (
    <div ref={ref} data-loads-when-near="">
      <Suspense fallback={<div data-loading-when-near="">{loading}</div>}>{children}</Suspense>
    </div>
  );
}
