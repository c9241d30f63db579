import type { ReactNode } from "react";
import { Money } from "@/components/currency/money";
import { FigureSources } from "@/components/sources/figure-sources";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { figuresCaption, figuresCellStrong, figuresHeadCell, figuresRow, figuresTable } from "@/components/ui/figures-look";
import type { Cents } from "@/lib/money";

/** One line of a facts cost table: what, on what basis, who pays it (where it matters), its sources and amount. */
export type CostRow = {
  cost: string;
  basis: ReactNode;
  payer?: string;
  /** Source ids (data/sources.ts); none marks the figure as the site's illustrative sample. */
  sourceIds: readonly string[];
  amount: Cents;
};

type CostTableProps = {
  caption: string;
  amountHeading: string;
  rows: CostRow[];
  total: { label: string; amount: Cents };
  /** Shows the "Who pays" column. */
  withPayer?: boolean;
};

/** A facts table of costs whose every line says where its figure comes from, and their total. Scrolls sideways on a phone. */
export function CostTable({ caption, amountHeading, rows, total, withPayer = false }: CostTableProps) {
  // Figures in one column show cents all together or not at all.
  const scale = [...rows.map((row) => row.amount), total.amount].some((amount) => amount % 100 !== 0) ? "cents" : "whole";
  const figure = (amount: Cents) => <Money amount={amount} scale={scale} original="none" />;
  const head = (text: string, extra = "") => (
    <th scope="col" className={`${figuresHeadCell} ${extra}`}>
      {text}
    </th>
  );
  return (
    <ScrollRegion label={caption} className="mt-6">
      <table className={`${figuresTable} ${withPayer ? "min-w-[34rem]" : ""}`}>
        <caption className={figuresCaption}>{caption}</caption>
        <thead>
          <tr>
            {head("Cost")}
            {head("Basis", "pl-4")}
            {withPayer ? head("Who pays", "pl-4") : null}
            {head("Source", "pl-4")}
            {head(amountHeading, "pl-4 text-right")}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.cost} className={figuresRow} data-figure="">
              <th scope="row" className="py-3 font-normal">
                {row.cost}
              </th>
              <td className="tabular py-3 pl-4 text-muted-foreground">{row.basis}</td>
              {withPayer ? <td className="py-3 pl-4">{row.payer}</td> : null}
              <td className="py-3 pl-4">
                <FigureSources ids={row.sourceIds} />
              </td>
              <td className={figuresCellStrong}>{figure(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-foreground/70">
            <th scope="row" colSpan={withPayer ? 4 : 3} className="py-3 font-medium">
              {total.label}
            </th>
            <td className={figuresCellStrong}>{figure(total.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
