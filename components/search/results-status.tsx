"use client";

import { buttonVariants } from "@/components/ui/button";

type ResultsStatusProps = {
  count: number;
  total: number;
  /** Singular and plural nouns, like ["residence", "residences"]. */
  noun: readonly [string, string];
  activeFilters: number;
  onClear: () => void;
};

/** "Showing 3 of 17 residences", announced politely as it changes, and Clear filters while any are set. */
export function ResultsStatus({ count, total, noun, activeFilters, onClear }: ResultsStatusProps) {
  const word = count === 1 ? noun[0] : noun[1];
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <p role="status" className="tabular text-sm text-muted-foreground">
        {count === total ? (
          <>
            <span className="font-medium text-foreground">{count}</span> {word}
          </>
        ) : (
          <>
            Showing <span className="font-medium text-foreground">{count}</span> of {total} {noun[1]}
          </>
        )}
      </p>
      {activeFilters > 0 ? (
        <button type="button" onClick={onClear} className={buttonVariants({ variant: "outline" })}>
          Clear filters<span className="sr-only"> ({activeFilters} set)</span>
        </button>
      ) : null}
    </div>
  );
}
