import { buttonVariants } from "@/components/ui/button";
import { RULES_CHECKED } from "@/lib/cross-border/checked";
import { formatDate } from "@/lib/format";
import { CrossBorderLoader } from "./cross-border-loader";
import type { SheetResidence } from "./residence-sheet";

/** The link target of the section: /{slug}#cross-border. */
export const CROSS_BORDER_ID = "cross-border";

type CrossBorderSectionProps = {
  residences: readonly SheetResidence[];
  /** Where the page's cost estimate is (a property page's #monthly-cost), for the line on the costs of holding. */
  estimateHref?: string;
};

/**
 * The cross-border cost of buying (issue 28, item 4), for a property page and /compare: what is
 * not advice and when the rules were checked come first, in the page's HTML; the sheet itself
 * loads when asked for (CrossBorderLoader).
 */
export function CrossBorderSection({ residences, estimateHref }: CrossBorderSectionProps) {
  return (
    <section id={CROSS_BORDER_ID} aria-labelledby={`${CROSS_BORDER_ID}-title`} className="border-t border-border pt-14 print:hidden">
      <h2 id={`${CROSS_BORDER_ID}-title`} className="text-3xl sm:text-4xl">
        Cross-border costs
      </h2>
      <p className="mt-4 max-w-3xl leading-relaxed text-muted-foreground">
        What buying {residences.length > 1 ? "these residences" : "this residence"} costs beyond the price, before, during and after
        ownership, for where you are resident for tax and whether you buy personally or through a company: each line with who pays it and
        where it comes from.
      </p>
      <p className="mt-4 max-w-3xl rounded-md border border-gold bg-ivory-deep px-4 py-3 text-sm leading-relaxed">
        <strong className="font-medium">Not tax or legal advice.</strong> A summary of published rules for orientation; take advice in each
        country before you buy. Rules last compared with our research notes on their sources on{" "}
        <time dateTime={RULES_CHECKED}>{formatDate(RULES_CHECKED)}</time>, not re-read at each publisher that day: see each rule&apos;s
        source and date.
      </p>
      <CrossBorderLoader
        panelId={`${CROSS_BORDER_ID}-sheet`}
        residences={residences}
        buttonClassName={buttonVariants({ variant: "outline" })}
        {...(estimateHref ? { estimateHref } : {})}
      />
    </section>
  );
}
