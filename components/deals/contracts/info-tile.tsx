import type { ReactNode } from "react";
import { Money } from "@/components/currency/money";

/** A small labelled figure (purchase amount, deposit, closing date, status). */
export function InfoTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-soft sm:p-5">
      <dt className="text-xs font-medium caps text-muted-foreground sm:tracking-[0.18em]">{label}</dt>
      <dd className="tabular mt-2 text-lg font-medium break-words sm:text-xl">{children}</dd>
    </div>
  );
}

/** A tile with an amount, in the currency chosen in the header (with the contract's own beside it). */
export function MoneyTile({ label, amount }: { label: string; amount: number }) {
  return (
    <InfoTile label={label}>
      <Money amount={amount} />
    </InfoTile>
  );
}
