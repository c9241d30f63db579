"use client";

import { useRouter } from "next/navigation";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { shouldGoBack } from "@/lib/back-navigation";

const backClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 -ml-2 text-xs font-medium uppercase tracking-[0.16em] text-foreground/80 transition-colors hover:text-foreground outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

type NavigationLike = { canGoBack?: unknown };

/**
 * Goes back to the previous page of this site; when there is none (the page was opened directly
 * or from elsewhere) it goes to `fallbackHref` instead of leaving the site.
 */
export function BackButton({ fallbackHref, label = "Back" }: { fallbackHref: string; label?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={backClass}
      onClick={() => {
        const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
        const goBack = shouldGoBack({
          navigationCanGoBack: typeof navigation?.canGoBack === "boolean" ? navigation.canGoBack : undefined,
          historyLength: window.history.length,
          referrer: document.referrer,
          origin: window.location.origin,
        });
        if (goBack) router.back();
        else router.push(fallbackHref);
      }}
    >
      <ChevronLeftIcon className="size-4" />
      {label}
    </button>
  );
}
