"use client";

import { Button } from "@/components/ui/button";

/** Shown when no result passes the filters: says so plainly and offers the way back. */
export function EmptyResults({ title, text, onClear }: { title: string; text: string; onClear: () => void }) {
  return (
    <div className="rounded-lg border border-dashed border-muted-foreground/50 bg-card px-6 py-16 text-center">
      <h3 className="text-3xl">{title}</h3>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">{text}</p>
      <Button type="button" onClick={onClear} className="mt-8">
        Clear all filters
      </Button>
    </div>
  );
}
