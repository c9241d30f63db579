import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { describeStatus, summariseProgramme } from "@/lib/facts/describe";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";

/** One residence, unit or rental of a brand with its building's facts and where its page is. */
export type BrandFactsRow = { id: string; name: string; detail: string; href: string; sold?: boolean; facts: ResidenceFacts };

type BrandFactsTableProps = { id: string; title: string; rows: readonly BrandFactsRow[] };

const columns = ["Operator", "Status", "Rental programme"] as const;

// On a phone each row stacks into a block with a label over each value (aria-hidden: a screen
// reader gets the column header); from md up it is an ordinary table. Fixed columns, so the
// tables of one brand page line up.
const stackedCell = "grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-1 md:table-cell md:py-4 md:pl-4";
const stackedLabel = "text-xs font-medium caps text-muted-foreground md:hidden";

/** A heading and a table of rows: the name linked to its page, then operator, status and rental programme. */
export function BrandFactsTable({ id, title, rows }: BrandFactsTableProps) {
  return (
    // A div, not a region: the table itself is labelled by the heading (and "Featured units" is
    // already the region of the brand's unit cards).
    <div>
      <h3 id={id} className="text-2xl">
        {title}
      </h3>
      <table aria-labelledby={id} className="mt-4 block w-full text-left text-sm md:table md:table-fixed">
        <colgroup>
          <col className="md:w-[34%]" />
          <col className="md:w-[22%]" />
          <col className="md:w-[22%]" />
          <col className="md:w-[22%]" />
        </colgroup>
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr>
            <th scope="col" className="py-2 text-xs font-medium text-muted-foreground">
              Residence
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pl-4 text-xs font-medium text-muted-foreground">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row) => (
            <tr key={row.id} className="block border-t border-border py-4 align-top md:table-row md:py-0">
              <th scope="row" className="block pb-2 font-normal md:table-cell md:py-4">
                <Link
                  href={row.href}
                  className="-my-3 inline-flex min-h-11 items-center font-medium underline decoration-gold/60 underline-offset-4 hover:decoration-2"
                >
                  {row.name}
                </Link>
                {row.sold ? (
                  <Badge variant="default" className="ml-2 align-middle">
                    Sold
                  </Badge>
                ) : null}
                <span className="mt-1 block text-muted-foreground">{row.detail}</span>
              </th>
              {[row.facts.operator, describeStatus(row.facts.status), summariseProgramme(row.facts.rentalProgramme)].map((value, index) => (
                <td key={columns[index]} className={stackedCell}>
                  <span aria-hidden="true" className={stackedLabel}>
                    {columns[index]}
                  </span>
                  <span>{value}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
