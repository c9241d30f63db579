"use client";

import { useEffect, useRef } from "react";

/**
 * Focuses the element holding the ref whenever `key` changes after the first render: when a
 * dialog swaps one step for the next, the pressed button is gone, and focus should land on the
 * new step's heading rather than fall back to the dialog's edge.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T | null>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
