"use client";

import { buttonVariants } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons/arrow-left";
import { useGoBack } from "./use-go-back";

/** "Back": history back when the person came from this site, else `fallback`. */
export function BackButton({ fallback, label = "Back" }: { fallback: string; label?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <button type="button" onClick={goBack} className={buttonVariants({ variant: "ghost", className: "-ml-3" })}>
      <ArrowLeftIcon />
      {label}
    </button>
  );
}
