import type { ReactNode } from "react";

/** A small labelled figure (purchase amount, deposit, closing date, status). */
export function InfoTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-card p-5 shadow-soft">
      <dt className="text-xs font-medium uppercase tracking-[0.18em] text-muted-foreground">{label}</dt>
      <dd className="tabular mt-2 text-xl font-medium">{children}</dd>
    </div>
  );
}
