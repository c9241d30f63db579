"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/**
 * Back to where the person came from (history back) when they came from this site,
 * else to `fallback` (a link opened in a new tab, or a bookmark).
 */
export function useGoBack(fallback: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    let cameFromSite = false;
    try {
      cameFromSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    } catch {
      cameFromSite = false;
    }
    if (cameFromSite && window.history.length > 1) router.back();
    else router.push(fallback);
  }, [router, fallback]);
}
