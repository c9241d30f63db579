"use client";

import { useLayoutEffect, useState, type ReactNode } from "react";

/** Rendered as the Suspense fallback while the dialog's code loads: tells the trigger to look busy. */
function LoadingSignal({ onLoading }: { onLoading: (loading: boolean) => void }) {
  useLayoutEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return null;
}

/**
 * Open state for a dialog whose code loads on demand (`load`, the same import the lazy component
 * uses). The code is fetched as soon as the trigger is pointed at, focused or touched; `mounted`
 * turns true on the first open and stays true, so the dialog can animate closed. While a press
 * waits for the code, the trigger is busy (`triggerProps`' aria-busy, styled in globals.css) and
 * the dialog opens the moment it arrives. Render `fallback` as the lazy dialog's Suspense fallback.
 * A download that fails is the lazy component's to handle (lazyPart, components/layout/lazy-part.tsx:
 * retried, then a reload alert in the dialog's place); warming up only starts it early.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const warm = () => void load().catch(() => undefined);
  const fallback: ReactNode = <LoadingSignal onLoading={setLoading} />;
  return {
    open,
    mounted,
    setOpen,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    fallback,
    triggerProps: {
      "aria-haspopup": "dialog" as const,
      "aria-busy": loading || undefined,
      onPointerEnter: warm,
      onFocus: warm,
      onTouchStart: warm,
    },
  };
}
