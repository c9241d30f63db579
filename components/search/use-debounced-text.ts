"use client";

import { useEffect, useState } from "react";

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Text typed into a search box, kept locally so typing stays instant, and committed (via
 * `commit`) once the person pauses. When the committed value changes from outside (a cleared
 * filter, the back button) the box follows it.
 */
export function useDebouncedText(committed: string, commit: (text: string) => void, delay = 300) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (normalise(text) !== committed) setText(committed);
  }

  useEffect(() => {
    if (normalise(text) === committed) return;
    const timer = window.setTimeout(() => commit(normalise(text)), delay);
    return () => window.clearTimeout(timer);
  }, [text, committed, commit, delay]);

  return [text, setText, () => commit(normalise(text))] as const;
}
