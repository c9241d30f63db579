"use client";

import { PriceAndArea } from "./calculator-parts";
import { Money } from "@/components/currency/money";
import { moneyColumn } from "@/components/currency/money-column";
import type { OwnershipCost } from "@/lib/economics/maths/ownership-cost";
import { residenceInWords, type EstimateResidence } from "@/lib/economics/view-models";
import { formatShare } from "@/lib/facts/describe";
import type { EstimateValues } from "@/lib/schemas/ownership-estimate";
import { goldCaps, headlineFigure } from "@/components/ui/figures-look";
import { costLooks, Swatch } from "./chart-series";
import { CostDonut } from "./cost-donut";
import { FiguresTable } from "./figures-table";

type MonthlyCostFiguresProps = { cost: OwnershipCost; residence: EstimateResidence; values: EstimateValues };

/** The estimate: the total a month and a year, the ring chart beside its table, and the costs at purchase. */
export function MonthlyCostFigures({ cost, residence, values }: MonthlyCostFiguresProps) {
  const lines = cost.breakdown.length;
  const monthly = moneyColumn([...cost.breakdown.map((line) => line.cents), cost.monthly.total]);
  const yearly = moneyColumn([...cost.breakdown.map((line) => cost.yearly[line.key]), cost.yearly.total]);
  const oneOff = moneyColumn([...cost.oneOffBreakdown.map((line) => line.cents), cost.oneOff.total]);
  return (
    <div className="grid gap-10">
      <div className="border-b border-border pb-6">
        <p className={goldCaps}>Estimated cost of ownership</p>
        <p className="mt-3" data-testid="monthly-total">
          <span className={headlineFigure}>
            <Money amount={cost.monthly.total} original="none" />
          </span>{" "}
          <span className="text-lg">a month</span>
        </p>
        <p className="mt-3 text-sm">
          <span className="tabular font-medium">
            <Money amount={cost.yearly.total} original="none" />
          </span>{" "}
          a year, for {residenceInWords(residence)} at <PriceAndArea residence={residence} />.
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {cost.loan ? (
            <>
              Mortgage of{" "}
              <span className="tabular">
                <Money amount={cost.loan.amount} original="none" />
              </span>{" "}
              over {values.termYears} years at {formatShare(values.annualRateBps)}:{" "}
              <span className="tabular">
                <Money amount={cost.loan.totalInterest} original="none" />
              </span>{" "}
              of interest over the term.
            </>
          ) : (
            "Paid in cash: no mortgage payment."
          )}
        </p>
      </div>
      <div className="grid items-center gap-8 md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
        <CostDonut lines={cost.breakdown} total={cost.monthly.total} />
        <FiguresTable
          caption="The monthly cost, line by line"
          headings={["Cost", "A month", "A year"]}
          rows={cost.breakdown.map((line, index) => ({
            key: line.key,
            label: (
              <span className="flex items-start gap-2">
                <span className="mt-0.5 flex">
                  <Swatch look={costLooks[line.key]} />
                </span>
                {line.label}
              </span>
            ),
            figures: [monthly[index], yearly[index]],
          }))}
          total={{ label: "Total", figures: [monthly[lines], yearly[lines]] }}
        />
      </div>
      <FiguresTable
        caption="Once, at purchase"
        headings={["Cost", "Amount"]}
        headingsShown={false}
        rows={cost.oneOffBreakdown.map((line, index) => ({ key: line.key, label: line.label, figures: [oneOff[index]] }))}
        total={{ label: "Total at purchase", figures: [oneOff[cost.oneOffBreakdown.length]] }}
      />
    </div>
  );
}
