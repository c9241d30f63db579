"use client";

import { useState } from "react";
import { MoneyField } from "@/components/forms/money-field";
import { DEFAULT_COMMISSION_RATE, brokerCommission, formatPercent, ownerEarnings, parsePercent, platformFees } from "@/lib/fees";
import { formatMoney } from "@/lib/money";
import { parseMoney } from "@/lib/money-input";
import { formatMoneyFigures } from "@/lib/money-figures";

export type PhaseSummary = { phase: 1 | 2 | 3; title: string; period: string; fee: string };

/** What one sale earns the owner at 3%, and the platform's fee on it in each roadmap phase. */
export function OwnerFeeCalculator({ phases }: { phases: readonly PhaseSummary[] }) {
  const [priceText, setPriceText] = useState("$8,500,000");
  const [rateText, setRateText] = useState(formatPercent(DEFAULT_COMMISSION_RATE));
  const price = parseMoney(priceText);
  const rate = parsePercent(rateText);
  const priceError = price === null || price <= 0 ? "Enter a sale price in dollars, like $8,500,000" : null;
  const rateError = rate === null ? "Enter the broker commission as a percentage, like 5%" : null;
  const ready = price !== null && price > 0 && rate !== null;
  const fees = ready ? platformFees(price, rate) : null;
  // The priced phases form one column of figures: cents on all of them or on none.
  const priced = fees?.flatMap((fee) => (fee.amount === null ? [] : [fee])) ?? [];
  const feeTexts = new Map(formatMoneyFigures(priced.map((fee) => fee.amount)).map((text, index) => [priced[index]?.phase, text]));

  return (
    <div className="grid gap-8 rounded-lg border border-border bg-card p-5 shadow-soft sm:p-8 lg:grid-cols-[1fr_1.4fr]">
      <div className="grid content-start gap-5">
        <MoneyField label="Sale price" value={priceText} onChange={setPriceText} error={priceError} />
        <MoneyField
          label="Broker commission"
          hint="The total commission on the sale, as a percentage."
          value={rateText}
          onChange={setRateText}
          error={rateError}
        />
      </div>
      <div className="grid content-start gap-6">
        <div className="border-b border-border pb-5">
          <p className="text-xs font-medium caps-wide text-gold-ink">You keep, at 3% of the sale</p>
          <output className="tabular mt-2 block font-display text-5xl">{ready ? formatMoney(ownerEarnings(price)) : "–"}</output>
          {ready ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Broker commission on this sale: <span className="tabular">{formatMoney(brokerCommission(price, rate))}</span>
            </p>
          ) : null}
        </div>
        <table className="w-full text-left text-sm">
          <caption className="mb-3 text-left text-xs font-medium caps-wide text-gold-ink">Platform fee on this sale</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Phase</th>
              <th scope="col">Fee</th>
            </tr>
          </thead>
          <tbody>
            {phases.map((phase) => {
              const fee = fees?.find((entry) => entry.phase === phase.phase);
              return (
                <tr key={phase.phase} className="border-t border-border align-top">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <span className="block font-medium">
                      Phase {phase.phase}: {phase.title}
                    </span>
                    <span className="block text-muted-foreground">
                      {phase.period} · {phase.fee}
                    </span>
                  </th>
                  <td className="tabular py-3 text-right font-medium whitespace-nowrap">
                    {!fee ? "–" : (feeTexts.get(fee.phase) ?? "Not priced yet")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
