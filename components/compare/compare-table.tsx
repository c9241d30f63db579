import Link from "next/link";
import type { CSSProperties } from "react";
import { ArtImage } from "@/components/art/art-image";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import type { CompareColumn } from "@/lib/compare/compare-column";
import type { CompareRow } from "@/lib/compare/compare-rows";
import { formatCell, rowLabel } from "@/lib/compare/format-cell";
import type { DisplayChoice } from "@/lib/currency/display-amount";
import { useDisplayChoice } from "@/lib/currency/use-display-choice";
import { cn } from "@/lib/utils";

type CompareTableProps = {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  onRemove: (column: CompareColumn) => void;
};

const betterWords = { lower: "Lower is better", higher: "More is better" } as const;

// The first column stays in view while the residences scroll sideways (a phone shows one at a time).
const rowHead =
  "sticky left-0 z-10 w-36 min-w-36 border-b border-border px-3 py-3 text-left align-top font-normal sm:w-56 sm:min-w-56 sm:px-4";
const cellLook = "border-b border-border px-3 py-3 align-top sm:px-4";

function RowHeading({ row, area }: { row: CompareRow; area: DisplayChoice["area"] }) {
  return (
    <th scope="row" className={cn(rowHead, row.differs ? "bg-secondary" : "bg-background")}>
      <span className="block font-medium">{rowLabel(row, area)}</span>
      {/* Spaces between the parts, so the row's name reads "Price Lower is better Differs". */}
      {row.better ? (
        <>
          {" "}
          <span className="block text-xs text-muted-foreground">{betterWords[row.better]}</span>
        </>
      ) : null}
      {row.differs ? (
        <>
          {" "}
          <span className="mt-1 block text-xs font-medium caps text-gold-ink">
            <span aria-hidden="true">≠ </span>Differs
          </span>
        </>
      ) : null}
    </th>
  );
}

function ColumnHeading({ column, onRemove }: { column: CompareColumn; onRemove: () => void }) {
  return (
    <th scope="col" className={cn(cellLook, "text-left font-normal")}>
      <ArtImage
        src={column.image}
        alt={column.imageAlt}
        sizes="(min-width: 640px) 256px, 208px"
        className="aspect-[4/3] h-auto w-full rounded-md object-cover print:max-h-28"
      />
      <Link
        href={column.href}
        prefetch={false}
        className="mt-3 block font-display text-xl leading-tight underline-offset-4 hover:underline"
      >
        {column.name}
      </Link>
      <span className="mt-1 block text-xs text-muted-foreground">{column.location}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${column.name} from the comparison`}
        className={buttonVariants({ variant: "outline", size: "compact", className: "mt-3 print:hidden" })}
      >
        Remove
      </button>
    </th>
  );
}

/** The rows in runs of the same group (the services sit under their own heading). */
function sectionsOf(rows: readonly CompareRow[]): { group?: string; rows: CompareRow[] }[] {
  const sections: { group?: string; rows: CompareRow[] }[] = [];
  for (const row of rows) {
    const last = sections.at(-1);
    if (last && last.group === row.group) last.rows.push(row);
    else sections.push({ ...(row.group ? { group: row.group } : {}), rows: [row] });
  }
  return sections;
}

/**
 * The residences side by side: a picture, name and Remove for each, then one row per figure or
 * fact. A row whose values differ is shaded and says "Differs"; the best value of a figure carries
 * a "Best" badge, and the row says which way is better. Scrolls sideways in a labelled, focusable
 * region, its first column fixed.
 */
export function CompareTable({ columns, rows, onRemove }: CompareTableProps) {
  const shown = useDisplayChoice();
  return (
    <div
      role="region"
      aria-label="Comparison table (scrolls sideways)"
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 outline-hidden focus-visible:ring-2 focus-visible:ring-ring sm:mx-0 sm:px-0 print:overflow-visible"
    >
      <table
        // Equal columns, each at least 13rem: a phone shows the first column and about one residence.
        style={{ "--compare-columns": columns.length } as CSSProperties}
        className="w-full min-w-[calc(9rem+var(--compare-columns)*13rem)] table-fixed [print-color-adjust:exact] border-separate border-spacing-0 text-sm sm:min-w-[calc(14rem+var(--compare-columns)*13rem)] print:min-w-0 print:text-xs"
      >
        <caption className="sr-only">
          {columns.length} residences compared: {columns.map((column) => column.name).join("; ")}
        </caption>
        <thead>
          <tr>
            <td className={cn(rowHead, "bg-background")} />
            {columns.map((column) => (
              <ColumnHeading key={column.id} column={column} onRemove={() => onRemove(column)} />
            ))}
          </tr>
        </thead>
        {sectionsOf(rows).map((section) => (
          <tbody key={section.rows[0]?.key}>
            {section.group ? (
              <tr>
                <th scope="rowgroup" className={cn(rowHead, "bg-background pt-8 text-xs font-medium caps-wide text-gold-ink")}>
                  {section.group}
                </th>
                <td colSpan={columns.length} className="border-b border-border" />
              </tr>
            ) : null}
            {section.rows.map((row) => (
              <tr key={row.key}>
                <RowHeading row={row} area={shown.area} />
                {row.cells.map((cell, index) => (
                  <td key={columns[index]?.id ?? index} className={cn(cellLook, "tabular", row.differs ? "bg-secondary" : "")}>
                    {formatCell(cell.value, shown)}
                    {cell.best ? (
                      <Badge variant="success" className="ml-2 align-middle">
                        Best
                      </Badge>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
