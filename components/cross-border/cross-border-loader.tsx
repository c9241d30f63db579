"use client";

import { Suspense, useState } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { buttonVariants } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { carriesCrossBorderChoice } from "@/lib/cross-border/url/choice-query";
import { useUrlLocation } from "@/lib/use-url-location";
import { cn } from "@/lib/utils";
import type { SheetResidence } from "./residence-sheet";

const load = () => import("./cross-border-sheets");
const CrossBorderSheets = lazyPart(load, (module) => module.CrossBorderSheets);

type CrossBorderLoaderProps = { panelId: string; residences: readonly SheetResidence[]; estimateHref?: string };

/**
 * "Show the cross-border costs": the sheet's code (its rules, sources and form) loads on the
 * first press, warmed when the button is pointed at or focused, so the page's first load carries
 * none of it. An address that already carries a buyer's choice (a reload, a shared link) opens it.
 */
export function CrossBorderLoader({ panelId, residences, estimateHref }: CrossBorderLoaderProps) {
  const location = useUrlLocation({ clearsPendingMark: false });
  const carried = location !== null && carriesCrossBorderChoice(location.search);
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
        className={buttonVariants({ variant: "outline" })}
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
