"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { ArtImage } from "@/components/art/art-image";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { XIcon } from "@/components/ui/icons/x";
import { compareEntryOf, type CompareEntry } from "@/lib/compare/compare-entries";
import { compareHref } from "@/lib/compare/compare-address";
import { COMPARE_LIMIT, type CompareId } from "@/lib/compare/compare-ids";
import { EMPTY_COMPARE_LIST } from "@/lib/compare/compare-list";
import { withoutCompare } from "@/lib/compare/compare-list-changes";
import { announceCompare, currentCompareList, saveCompareList } from "./compare-changes";
import { useCompareList } from "./use-compare-list";

/** Where focus goes when the control that had it is gone: the page's main content. */
function focusMain() {
  document.getElementById("main")?.focus();
}

/**
 * The compare tray (loaded by CompareTrayLoader while the stored list holds `storedCount`
 * entries): a bar fixed at the bottom of every page with the count, each residence with a button
 * to take it off, the link to the comparison and Clear. A labelled landmark; the page keeps room
 * for it (data-compare-tray).
 */
export function CompareTray({ storedCount }: { storedCount: number }) {
  const stored = useCompareList();
  const list = stored ?? EMPTY_COMPARE_LIST;
  const entries = list.map(compareEntryOf).filter((entry): entry is CompareEntry => entry !== undefined);
  const removeButtons = useRef(new Map<CompareId, HTMLButtonElement>());
  const known = entries.map((entry) => entry.id);

  // What the list cannot use (an entry that is not an id, a residence the site no longer has) is
  // dropped for good, so the list and the tray agree (and an empty tray goes, with its room).
  const stale = stored !== null && known.length !== storedCount;
  useEffect(() => {
    if (stale) saveCompareList(currentCompareList().filter((id) => known.includes(id)));
  });

  const remove = (entry: CompareEntry) => {
    const next = withoutCompare(currentCompareList(), entry.id);
    if (!saveCompareList(next)) return;
    announceCompare({ kind: "removed", list: next }, entry.name);
    // Focus moves to the next residence's button (or the one before), never into nothing.
    const at = known.indexOf(entry.id);
    const neighbour = known[at + 1] ?? known[at - 1];
    const button = neighbour ? removeButtons.current.get(neighbour) : undefined;
    if (button) button.focus();
    else focusMain();
  };

  const clear = () => {
    if (!saveCompareList(EMPTY_COMPARE_LIST)) return;
    toast({ title: "Compare list cleared", description: "Nothing is chosen to compare now." });
    focusMain();
  };

  if (!entries.length) return null;
  return (
    <aside
      aria-labelledby="compare-tray-title"
      data-slot="compare-tray"
      className="fixed inset-x-0 bottom-0 z-30 h-(--compare-tray-height) border-t border-border bg-card shadow-lift print:hidden"
    >
      <div className="mx-auto grid h-full max-w-7xl grid-cols-[1fr_auto_auto] content-center items-center gap-x-2 gap-y-2 px-5 sm:grid-cols-[auto_1fr_auto_auto] sm:gap-x-4 sm:px-8">
        <h2 id="compare-tray-title" className="font-sans text-sm font-medium whitespace-nowrap sm:col-start-1">
          Compare{" "}
          <span className="tabular text-muted-foreground">
            {entries.length} of {COMPARE_LIMIT}
          </span>
        </h2>
        <ul
          aria-label="Chosen to compare"
          className="col-span-3 row-start-2 flex min-w-0 gap-2 overflow-x-auto sm:col-span-1 sm:col-start-2 sm:row-start-1"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex h-11 max-w-64 shrink-0 items-center sm:min-w-0 sm:flex-1 gap-2 rounded-full border border-border bg-background pl-1"
            >
              <ArtImage src={entry.image} alt="" sizes="36px" className="hidden size-9 rounded-full object-cover sm:block" />
              <span title={entry.name} className="truncate pl-2 text-sm sm:pl-0">
                {entry.name}
              </span>
              <button
                type="button"
                ref={(button) => {
                  if (button) removeButtons.current.set(entry.id, button);
                  else removeButtons.current.delete(entry.id);
                }}
                onClick={() => remove(entry)}
                aria-label={`Remove ${entry.name} from compare`}
                className={buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full" })}
              >
                <XIcon />
              </button>
            </li>
          ))}
        </ul>
        <Link href={compareHref(known)} className={buttonVariants({ variant: "default", size: "compact" })}>
          Compare ({entries.length})
        </Link>
        <button type="button" onClick={clear} className={buttonVariants({ variant: "ghost", size: "compact" })}>
          Clear
        </button>
      </div>
    </aside>
  );
}
