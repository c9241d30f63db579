"use client";

import type { ListingView } from "@/lib/buy/listing-view";
import { GridIcon } from "@/components/ui/icons/grid";
import { ListIcon } from "@/components/ui/icons/list";

const itemClass =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-sm px-3 text-xs font-medium caps text-muted-foreground transition-colors duration-200 hover:bg-secondary hover:text-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** Two toggle buttons, Grid and List; the chosen one is aria-pressed. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex items-center gap-1 rounded-md border border-border bg-card p-1">
      <button type="button" aria-pressed={view === "grid"} onClick={() => onChange("grid")} className={itemClass}>
        <GridIcon />
        Grid
      </button>
      <button type="button" aria-pressed={view === "list"} onClick={() => onChange("list")} className={itemClass}>
        <ListIcon />
        List
      </button>
    </div>
  );
}
