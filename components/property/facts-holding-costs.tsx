import { formatShare, insuranceShareBps } from "@/lib/facts/describe";
import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import type { ReactNode } from "react";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { MoneyPerArea } from "@/components/currency/money-per-area";
import type { Cents } from "@/lib/money";
import type { HoldingCosts } from "@/lib/schemas/residence-facts";
import { figuresCaption, figuresCellStrong, figuresHeadCell, figuresRow, figuresTable } from "@/components/ui/figures-look";
import { FactsPart } from "./facts-part";

type FactsHoldingCostsProps = { costs: HoldingCosts; priceCents: Cents; sqft: number };

type CostRow = { cost: string; basis: ReactNode; amount: Cents };

/**
 * What holding the listed residence costs (the starting price and the smallest residence's
 * area): the running costs a month with their basis and total, then the one-off costs at purchase.
 */
export function FactsHoldingCosts({ costs, priceCents, sqft }: FactsHoldingCostsProps) {
  const estimate = estimateHoldingCosts(costs, priceCents, sqft);
  const running: CostRow[] = [
    {
      cost: "Service charge",
      basis: <MoneyPerArea amountPerSqft={costs.serviceChargeCentsPerSqftMonth} period="a month" />,
      amount: estimate.monthly.serviceCharge,
    },
    {
      cost: "Brand or management fee",
      basis: costs.brandFeeCentsPerSqftYear ? (
        <MoneyPerArea amountPerSqft={costs.brandFeeCentsPerSqftYear} period="a year" />
      ) : (
        "None at this building"
      ),
      amount: estimate.monthly.brandFee,
    },
    {
      cost: "Property tax",
      basis: costs.propertyTaxBps ? `${formatShare(costs.propertyTaxBps)} of the value a year` : "None in this location",
      amount: estimate.monthly.propertyTax,
    },
    {
      cost: "Insurance estimate",
      basis: `About ${formatShare(insuranceShareBps(costs.insuranceCentsPerMillionYear))} of the value a year`,
      amount: estimate.monthly.insurance,
    },
  ];
  const oneOff: CostRow[] = [
    { cost: "Transfer taxes", basis: `${formatShare(costs.transferTaxBps)} of the price`, amount: estimate.oneOff.transferTax },
    {
      cost: "Title, legal and closing costs",
      basis: `${formatShare(costs.closingCostsBps)} of the price`,
      amount: estimate.oneOff.closingCosts,
    },
  ];
  return (
    <FactsPart id="facts-costs-title" title="Costs of holding">
      <p className="mt-4 text-sm text-muted-foreground">
        For a residence at the starting price,{" "}
        <span className="tabular">
          <Money amount={priceCents} original="inline" />
        </span>
        , and{" "}
        <span className="tabular">
          <Area sqft={sqft} />
        </span>
        , the smallest here.
      </p>
      <CostTable
        caption="Running costs"
        amountHeading="A month"
        rows={running}
        total={{ label: "Total a month", amount: estimate.monthly.total }}
      />
      <p className="mt-3 text-sm">
        That is{" "}
        <span className="tabular font-medium">
          <Money amount={estimate.yearly} original="none" />
        </span>{" "}
        a year.
      </p>
      <CostTable
        caption="Once, at purchase"
        amountHeading="Amount"
        rows={oneOff}
        total={{ label: "Total at purchase", amount: estimate.oneOff.total }}
      />
    </FactsPart>
  );
}

type CostTableProps = { caption: string; amountHeading: string; rows: CostRow[]; total: { label: string; amount: Cents } };

function CostTable({ caption, amountHeading, rows, total }: CostTableProps) {
  // Figures in one column show cents all together or not at all.
  const scale = [...rows.map((row) => row.amount), total.amount].some((amount) => amount % 100 !== 0) ? "cents" : "whole";
  const figure = (amount: Cents) => <Money amount={amount} scale={scale} original="none" />;
  return (
    // Fixed columns, so the running and the one-off costs line up one above the other.
    <table className={`${figuresTable} mt-6 table-fixed`}>
      <caption className={figuresCaption}>{caption}</caption>
      <colgroup>
        <col className="w-[38%]" />
        <col className="w-[34%]" />
        <col className="w-[28%]" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={figuresHeadCell}>
            Cost
          </th>
          <th scope="col" className={`${figuresHeadCell} pl-4`}>
            Basis
          </th>
          <th scope="col" className={`${figuresHeadCell} pl-4 text-right`}>
            {amountHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.cost} className={figuresRow}>
            <th scope="row" className="py-3 font-normal">
              {row.cost}
            </th>
            <td className="tabular py-3 pl-4 text-muted-foreground">{row.basis}</td>
            <td className={figuresCellStrong}>{figure(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-foreground/70">
          <th scope="row" colSpan={2} className="py-3 font-medium">
            {total.label}
          </th>
          <td className={figuresCellStrong}>{figure(total.amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
