"use client";

import { useEffect } from "react";

/** Returns the title to show instead of `title`, or null to leave it as it is. */
export type TitleRewrite = (title: string) => string | null;

/**
 * Keeps document.title rewritten by `rewrite` while it is given (null: leave the title alone).
 * Next may set the page's title after this runs (its metadata can arrive after hydration), so the
 * rewrite is applied again whenever the head changes. With `restore`, the title it replaced comes
 * back when the rewrite ends. `rewrite` must keep its identity between renders (useMemo).
 */
export function useTitleRewrite(rewrite: TitleRewrite | null, { restore = false }: { restore?: boolean } = {}): void {
  useEffect(() => {
    if (!rewrite) return;
    let replaced: string | null = null;
    const apply = () => {
      const next = rewrite(document.title);
      if (next === null || next === document.title) return;
      replaced = document.title;
      document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (restore && replaced !== null) document.title = replaced;
    };
  }, [rewrite, restore]);
}
