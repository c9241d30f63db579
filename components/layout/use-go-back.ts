"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { shouldGoBack } from "@/lib/back-navigation";

type NavigationLike = { canGoBack?: unknown };

/**
 * Back to where the person came from (history back) when that was a page of this site, else to
 * `fallback` (a link opened in a new tab, a bookmark, another site). The rule is
 * lib/back-navigation.ts's, fed with what this browser says.
 */
export function useGoBack(fallback: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
    const goBack = shouldGoBack({
      navigationCanGoBack: typeof navigation?.canGoBack === "boolean" ? navigation.canGoBack : undefined,
      historyLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    });
    if (goBack) router.back();
    else router.push(fallback);
  }, [router, fallback]);
}
