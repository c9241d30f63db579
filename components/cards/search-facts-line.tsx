import { completionText, programmeText, toWholeDollars } from "@/lib/facts/facts-text";
import type { SearchFacts } from "@/lib/facts/search-facts";
import { formatMoney } from "@/lib/money";

/**
 * The residence facts a search filters and sorts by, on a card: status, rental programme, the
 * estimated monthly cost of holding and the price per sq ft, both to the dollar (they are
 * estimates). The page says they are illustrative.
 */
export function SearchFactsLine({ facts }: { facts: SearchFacts }) {
  return (
    <ul aria-label="Residence facts" className="mt-4 space-y-1 text-sm text-muted-foreground">
      <li>{completionText(facts)}</li>
      <li>{programmeText(facts)}</li>
      <li className="tabular">
        About {formatMoney(toWholeDollars(facts.monthlyHoldingCents))} a month to hold ·{" "}
        {formatMoney(toWholeDollars(facts.pricePerSqftCents))} per sq ft
      </li>
    </ul>
  );
}
