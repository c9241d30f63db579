"use client";

import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { backLinkClass } from "./back-link";
import { useGoBack } from "./use-go-back";

/**
 * "Back": to the previous page of this site; when there is none (the page was opened directly,
 * in a new tab or from elsewhere) to `fallback` instead of leaving the site.
 */
export function BackButton({ fallback, label = "Back" }: { fallback: string; label?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className={backLinkClass} onClick={goBack}>
      <ChevronLeftIcon className="size-4" />
      {label}
    </button>
  );
}
