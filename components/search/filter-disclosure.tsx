"use client";

import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { cn } from "@/lib/utils";

/**
 * Whether a panel of filters is open: closed at first unless some of its filters are set, and
 * opened when they become set from outside (a link's filters, read right after hydration).
 */
export function useOpenWhenSet(isSet: boolean) {
  const [open, setOpen] = useState(isSet);
  const [wasSet, setWasSet] = useState(isSet);
  if (isSet !== wasSet) {
    setWasSet(isSet);
    if (isSet) setOpen(true);
  }
  return [open, setOpen] as const;
}

type DisclosureButtonProps = {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it shows and hides. */
  controls: string;
  /** How many of the panel's filters are set; shown when there are any. */
  count: number;
  children: ReactNode;
};

/** The button that opens a panel of filters, saying how many of them are set. */
export function DisclosureButton({ open, onToggle, controls, count, children }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={buttonVariants({ variant: "outline" })}
    >
      {children}
      {count > 0 ? <span className="tabular">({count})</span> : null}
      <ChevronDownIcon className={cn("size-4 transition-transform", open ? "rotate-180" : "")} />
    </button>
  );
}
