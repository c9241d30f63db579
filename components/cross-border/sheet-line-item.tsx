import { Money } from "@/components/currency/money";
import type { SheetLine } from "@/lib/cross-border/types";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import type { Source } from "@/lib/schemas/source";
import { sourceAnchor } from "@/lib/catalogue/sources";
import { formatDate } from "@/lib/format";
import { payerWords } from "./sheet-words";

type SheetLineItemProps = {
  line: SheetLine;
  currency: CurrencyCode;
  sources: ReadonlyMap<string, Source>;
  /** Where the cost estimate is, for the line that points to it; none where there is no estimate beside the sheet. */
  estimateHref?: string;
  /** "Who pays" for costs; "Who it concerns" for residency and reporting. */
  payerHeading: string;
};

/** Where a line comes from: a link to its source on /sources, or the site's illustrative mark. */
function LineBasis({ line, sources }: Pick<SheetLineItemProps, "line" | "sources">) {
  if ("illustrative" in line.basis) return <span className="font-medium text-gold-ink">Illustrative: the site&apos;s own assumption</span>;
  const source = sources.get(line.basis.sourceId);
  return (
    <a href={`/sources/#${sourceAnchor(line.basis.sourceId)}`} className="underline underline-offset-4 hover:text-foreground">
      Source: {source ? `${source.publisher}, as published ${formatDate(source.published)}` : line.basis.sourceId}
    </a>
  );
}

/** One line of the sheet: its name and amount, the rule in words, who pays and where it comes from. */
export function SheetLineItem({ line, currency, sources, estimateHref, payerHeading }: SheetLineItemProps) {
  return (
    <li className="border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <span className="font-medium">{line.label}</span>
        {line.amount === undefined ? null : (
          <span className="tabular font-medium">
            <Money amount={line.amount} currency={currency} original="inline" />
          </span>
        )}
      </div>
      <p className="mt-1 max-w-3xl text-sm leading-relaxed text-muted-foreground">
        {line.rule}
        {line.key === "holding-costs" && estimateHref ? (
          <>
            {" "}
            <a href={estimateHref} className="underline underline-offset-4 hover:text-foreground">
              See the monthly cost estimate
            </a>
            .
          </>
        ) : null}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
        <span>
          {payerHeading}: <strong className="font-medium text-foreground">{payerWords[line.payer]}</strong>
        </span>
        <LineBasis line={line} sources={sources} />
      </p>
    </li>
  );
}
