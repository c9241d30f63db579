"use client";

import { Suspense, useState, useSyncExternalStore } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { carriesCrossBorderChoice } from "@/lib/cross-border/url/choice-query";
import { cn } from "@/lib/utils";
import type { SheetResidence } from "./residence-sheet";

const load = () => import("./cross-border-sheets");
const CrossBorderSheets = lazyPart(load, (module) => module.CrossBorderSheets);

type CrossBorderLoaderProps = {
  panelId: string;
  residences: readonly SheetResidence[];
  estimateHref?: string;
  /** The button's classes, worked out by the server section, so the page ships no button variants for it. */
  buttonClassName: string;
};

// Whether the address carries a choice is read once, after hydration (the HTML was made for a bare address).
const subscribeNever = () => () => undefined;
const addressCarriesChoice = () => carriesCrossBorderChoice(window.location.search);
const bareAddress = () => false;

/**
 * "Show the cross-border costs": the sheet's code (its rules, sources and form) loads on the
 * first press, warmed when the button is pointed at or focused, so the page's first load carries
 * none of it. An address that already carries a buyer's choice (a reload, a shared link) opens it.
 */
export function CrossBorderLoader({ panelId, residences, estimateHref, buttonClassName }: CrossBorderLoaderProps) {
  const carried = useSyncExternalStore(subscribeNever, addressCarriesChoice, bareAddress);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (carried && !opened) {
    setOpened(true);
    setOpen(true);
  }
  const warm = () => void load().catch(() => undefined);
  return (
    <div className="mt-6">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        className={buttonClassName}
      >
        {open ? "Hide the cross-border costs" : "Show the cross-border costs"}
        <ChevronDownIcon className={cn("size-4 transition-transform", open ? "rotate-180" : "")} />
      </button>
      <div id={panelId} hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className="mt-6 text-muted-foreground">Loading the cross-border costs…</p>}>
            <CrossBorderSheets residences={residences} {...(estimateHref ? { estimateHref } : {})} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
