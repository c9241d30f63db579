"use client";

import type { ReactNode } from "react";
import type { RentalYield } from "@/lib/economics/maths/rental-yield";
import { formatShare } from "@/lib/facts/describe";
import { Money } from "@/components/currency/money";
import { moneyColumn } from "@/components/currency/money-column";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { NIGHTS_IN_YEAR } from "@/lib/schemas/economics-values";
import { goldCaps, headlineFigure } from "@/components/ui/figures-look";
import { FiguresTable } from "./figures-table";

type RentalYieldFiguresProps = { result: RentalYield; values: YieldValues };

function Headline({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="border-l-2 border-gold pl-4">
      <dt className={goldCaps}>{label}</dt>
      <dd className={`${headlineFigure} mt-3 text-4xl`}>{value}</dd>
      <dd className="mt-2 text-sm text-muted-foreground">{note}</dd>
    </div>
  );
}

/** The first year in the programme: net income, net yield and break-even, then the statement that makes them. */
export function RentalYieldFigures({ result, values }: RentalYieldFiguresProps) {
  const { breakEven } = result;
  const rows = [
    ["Gross room revenue", result.grossRevenue],
    [`Owner's share (${formatShare(values.ownerShareBps)})`, result.ownerShare],
    [`Less operator fees (${formatShare(values.operatorFeeBps)} of the owner's share)`, -result.operatorFees],
    ["Less the costs of holding (service charge, brand fee, property tax, insurance, FF&E reserve)", -result.holdingCosts.total],
  ] as const;
  const figures = moneyColumn([...rows.map(([, cents]) => cents), result.netIncome]);
  return (
    <div className="grid gap-10">
      <dl className="grid gap-6 sm:grid-cols-3" data-testid="yield-headline">
        <Headline
          label="Net income a year"
          value={<Money amount={result.netIncome} original="none" />}
          note="After the operator and the costs of holding"
        />
        <Headline label="Net yield" value={formatShare(result.netYieldBps)} note="Net income on the price, as if paid in cash" />
        <Headline
          label="Break-even occupancy"
          value={breakEven.reachable ? formatShare(breakEven.occupancyBps) : "Not reachable"}
          note={
            breakEven.reachable
              ? `About ${breakEven.nightsLet} nights let cover the year's costs`
              : "Even every night let would not cover the year's costs"
          }
        />
      </dl>
      <div>
        <p className="text-sm leading-relaxed">
          <span className="tabular">{result.nightsAvailable}</span> nights offered ({NIGHTS_IN_YEAR} less {values.ownerUseNights} owner-use
          nights), <span className="tabular">{result.nightsLet}</span> of them let at {formatShare(values.occupancyBps)} occupancy (whole
          nights), at{" "}
          <span className="tabular">
            <Money amount={values.nightlyRateCents} original="inline" />
          </span>{" "}
          a night.
        </p>
        <FiguresTable
          caption="The first year"
          headings={["Line", "Amount"]}
          headingsShown={false}
          className="mt-6"
          rows={rows.map(([label], index) => ({ key: label, label, figures: [figures[index] ?? ""] }))}
          total={{ label: "Net income", figures: [figures[rows.length] ?? ""] }}
        />
      </div>
    </div>
  );
}
