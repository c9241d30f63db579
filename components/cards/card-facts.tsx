import type { ReactNode } from "react";

/** A card's key figures in a row of three (the last, an area, gets more room), as a description list: "Beds 2 · Baths 3.5 · Area 2,400 sq ft". */
export function CardFacts({ facts }: { facts: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <dl className="tabular mt-4 grid grid-cols-[1fr_1fr_1.6fr] gap-3 border-t border-border pt-4 text-sm">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs caps text-muted-foreground">{term}</dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
