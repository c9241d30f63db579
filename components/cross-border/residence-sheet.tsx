import { Money } from "@/components/currency/money";
import { crossBorderSheet } from "@/lib/cross-border/sheet";
import { SHEET_GROUPS, type CrossBorderProperty } from "@/lib/cross-border/types";
import type { EstimateResidence } from "@/lib/economics/view-models";
import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import type { Source } from "@/lib/schemas/source";
import { cn } from "@/lib/utils";
import { SheetLineItem } from "./sheet-line-item";
import { emptyGroupWords, groupTitles, payerHeadings } from "./sheet-words";

/**
 * A residence of the sheet; `priceNote` says what its price is ("the starting price"). On a
 * property page, `choices` are the residences its cost estimate can be for (the starting one
 * first): the sheet then follows the address's `?unit=` as the estimate does.
 */
export type SheetResidence = {
  id: string;
  name: string;
  property: CrossBorderProperty;
  priceNote?: string;
  choices?: readonly EstimateResidence[];
};

type ResidenceSheetProps = {
  residence: SheetResidence;
  choice: CrossBorderChoice;
  sources: ReadonlyMap<string, Source>;
  /** The heading level of each group: 3 under the section's heading, 4 under a residence's own. */
  groupLevel: 3 | 4;
  estimateHref?: string;
};

/** One residence's cross-border sheet for the chosen buyer: its market, then each group's lines. */
export function ResidenceSheet({ residence, choice, sources, groupLevel, estimateHref }: ResidenceSheetProps) {
  const sheet = crossBorderSheet(residence.property, choice);
  const GroupHeading = groupLevel === 3 ? "h3" : "h4";
  if (!sheet.known)
    return (
      <p className="mt-4 text-muted-foreground">
        This sheet has no rules for this residence&apos;s market yet, so it shows none rather than guess.
      </p>
    );
  return (
    <div data-market={sheet.market}>
      <p className="mt-2 text-sm text-muted-foreground">
        Rules of {sheet.marketName}, at a price of{" "}
        <Money amount={residence.property.priceMinor} currency={residence.property.currency} original="inline" />
        {residence.priceNote ? ` (${residence.priceNote})` : ""}.
      </p>
      {SHEET_GROUPS.map((group) => (
        <section key={group} aria-label={`${groupTitles[group]}: ${residence.name}`} className="mt-6">
          <GroupHeading className={cn("text-xs font-medium caps-wide text-gold-ink")}>{groupTitles[group]}</GroupHeading>
          {sheet.lines[group].length ? (
            <ul className="mt-1">
              {sheet.lines[group].map((line) => (
                <SheetLineItem
                  key={line.key}
                  line={line}
                  currency={residence.property.currency}
                  sources={sources}
                  payerHeading={payerHeadings[group]}
                  {...(estimateHref ? { estimateHref } : {})}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">{emptyGroupWords[group]}</p>
          )}
        </section>
      ))}
    </div>
  );
}
