import type { ReactNode } from "react";

/** A small labelled figure (purchase amount, deposit, closing date, status). */
export function InfoTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-soft sm:p-5">
      <dt className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground sm:tracking-[0.18em]">{label}</dt>
      <dd className="tabular mt-2 text-lg font-medium break-words sm:text-xl">{children}</dd>
    </div>
  );
}
