"use client";

import { useEffect, useEffectEvent, useRef, type RefObject } from "react";

/**
 * A file input works before the page's code has run: the browser opens its picker at the first
 * press, and the file chosen then reaches no handler, because React attaches its listeners only
 * once it owns the input. When it does, this hands a file already in the input to `onFile`, so a
 * file chosen early is read like any other instead of being lost. Returns the input's ref.
 */
export function useFileChosenEarly(onFile: (file: File) => void): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  const handle = useEffectEvent(onFile);
  useEffect(() => {
    const input = ref.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = "";
    handle(file);
  }, []);
  return ref;
}
