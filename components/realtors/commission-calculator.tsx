"use client";

import { useState } from "react";
import { MoneyField } from "@/components/forms/money-field";
import { commissionSplit } from "@/lib/fees";
import { parseMoney } from "@/lib/money-input";
import { formatMoneyFigures } from "@/lib/money-figures";

/** The 70/30 split of a commission: the realtor's share and the platform's. */
export function CommissionCalculator() {
  const [text, setText] = useState("$250,000");
  const commission = parseMoney(text);
  const error = commission === null || commission <= 0 ? "Enter a commission in dollars, like $250,000" : null;
  const split = commission !== null && commission > 0 ? commissionSplit(commission) : null;
  const [realtor, platform] = split ? formatMoneyFigures([split.realtor, split.platform]) : ["–", "–"];

  return (
    <div className="grid gap-6 rounded-lg border border-border bg-card p-5 shadow-soft sm:p-8">
      <MoneyField label="Commission on a sale" value={text} onChange={setText} error={error} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-md bg-ivory-deep p-4">
          <dt className="text-xs font-medium caps-wide text-gold-ink">You keep (70%)</dt>
          <dd className="tabular mt-2 font-display text-4xl">{realtor}</dd>
        </div>
        <div className="rounded-md border border-border p-4">
          <dt className="text-xs font-medium caps-wide text-muted-foreground">Platform (30%)</dt>
          <dd className="tabular mt-2 font-display text-4xl">{platform}</dd>
        </div>
      </dl>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-muted">
        <div className="w-[70%] bg-gold-ink" />
        <div className="w-[30%] bg-muted-foreground/40" />
      </div>
    </div>
  );
}
