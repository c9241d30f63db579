"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** True when the previous history entry is a page of this site. */
function cameFromSite(): boolean {
  // The Navigation API lists only this site's entries: canGoBack means an earlier page of ours.
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof navigation?.canGoBack === "boolean") return navigation.canGoBack;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
}

/**
 * Back to where the person came from (history back) when that was a page of this site,
 * else to `fallback` (a link opened in a new tab, a bookmark, another site).
 */
export function useGoBack(fallback: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (cameFromSite()) router.back();
    else router.push(fallback);
  }, [router, fallback]);
}
