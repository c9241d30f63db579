import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { figuresCaption, figuresCell, figuresHeadCell, figuresRow, figuresTable, figuresTotalRow } from "@/components/ui/figures-look";

export type FiguresRow = { key: string; label: ReactNode; figures: readonly ReactNode[] };

type FiguresTableProps = {
  caption: string;
  /** The column headings, the row names' first; read out only when `headingsShown` is false. */
  headings: readonly string[];
  headingsShown?: boolean;
  rows: readonly FiguresRow[];
  total?: { label: string; figures: readonly ReactNode[] };
  className?: string;
};

/** A calculator's table: a caption, a named row per line, right-aligned figures and a total under a rule. */
export function FiguresTable({ caption, headings, headingsShown = true, rows, total, className }: FiguresTableProps) {
  return (
    <table className={cn(figuresTable, className)}>
      <caption className={figuresCaption}>{caption}</caption>
      <thead className={headingsShown ? undefined : "sr-only"}>
        <tr>
          {headings.map((heading, index) => (
            <th key={heading} scope="col" className={index === 0 ? figuresHeadCell : `${figuresHeadCell} pl-4 text-right`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <FiguresLine key={row.key} label={row.label} figures={row.figures} className={figuresRow} />
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <FiguresLine label={total.label} figures={total.figures} className={figuresTotalRow} />
        </tfoot>
      ) : null}
    </table>
  );
}

function FiguresLine({ label, figures, className }: { label: ReactNode; figures: readonly ReactNode[]; className: string }) {
  return (
    <tr className={className}>
      <th scope="row" className="py-2.5 [font-weight:inherit]">
        {label}
      </th>
      {figures.map((figure, index) => (
        <td key={index} className={figuresCell}>
          {figure}
        </td>
      ))}
    </tr>
  );
}
