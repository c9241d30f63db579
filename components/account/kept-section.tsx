"use client";

import { useRef, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { isStoreError } from "@/lib/store";

type KeptSectionProps = {
  id: string;
  title: string;
  count: number;
  loading: boolean;
  /** What to say, and how to add one, while the list is empty. */
  empty: ReactNode;
  children: ReactNode;
};

/**
 * A list /account keeps for the person (the shortlist, the saved searches): a heading with the
 * count, a calm loading state, an empty state that says how to add one, and the items. Removing an
 * item puts focus on the heading (the pressed button is gone) through `useRemoval`.
 */
export function KeptSection({ id, title, count, loading, empty, children }: KeptSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={loading || undefined} className="space-y-5">
      <h2 id={`${id}-title`} tabIndex={-1} className="flex items-baseline gap-3 text-4xl outline-hidden">
        {title}
        {loading ? null : <span className="tabular font-sans text-sm text-muted-foreground">({count})</span>}
      </h2>
      {loading ? (
        <Skeleton className="h-24 w-full" />
      ) : count === 0 ? (
        <div className="rounded-lg border border-dashed border-muted-foreground/40 p-6 text-sm leading-relaxed text-muted-foreground">
          {empty}
        </div>
      ) : (
        <ul className="grid gap-4">{children}</ul>
      )}
    </section>
  );
}

/** One kept item: its heading, what it is, and its controls. */
export function KeptItem({ heading, children, actions }: { heading: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-border bg-card p-5 shadow-soft">
      <div className="min-w-0 flex-1 basis-64">
        <h3 className="font-display text-2xl leading-tight break-words">{heading}</h3>
        <div className="mt-2 grid gap-1 text-sm text-muted-foreground">{children}</div>
      </div>
      <div className="flex flex-wrap items-center gap-3">{actions}</div>
    </li>
  );
}

/** Deletes an item's records, then focuses the section's heading and says what happened. */
export function useRemoval(sectionId: string) {
  const busy = useRef(false);
  return async (remove: () => Promise<unknown>, done: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await remove();
      document.getElementById(`${sectionId}-title`)?.focus();
      toast({ title: done });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Nothing was removed",
        description: isStoreError(error) ? error.message : "Reload the page and try again.",
      });
    } finally {
      busy.current = false;
    }
  };
}

/** Under an item saved while signed out, for a signed-in person (the /account split). */
export const SIGNED_OUT_NOTE = "Saved in this browser while signed out: anyone who uses it signed out sees it too.";
