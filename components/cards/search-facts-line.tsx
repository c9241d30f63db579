import { Money } from "@/components/currency/money";
import { MoneyPerArea } from "@/components/currency/money-per-area";
import { completionText, programmeText } from "@/lib/facts/facts-text";
import type { SearchFacts } from "@/lib/facts/search-facts";

/**
 * The residence facts a search filters and sorts by, on a card: status, rental programme, the
 * estimated monthly cost of holding and the price per sq ft or m², both to the whole unit of the chosen currency (they are
 * estimates). The page says they are illustrative.
 */
export function SearchFactsLine({ facts }: { facts: SearchFacts }) {
  return (
    <ul aria-label="Residence facts" className="mt-4 space-y-1 text-sm text-muted-foreground">
      <li>{completionText(facts)}</li>
      <li>{programmeText(facts)}</li>
      <li className="tabular">
        About <Money amount={facts.monthlyHoldingCents} scale="whole" original="none" /> a month to hold ·{" "}
        <MoneyPerArea amountPerSqft={facts.pricePerSqftCents} amountPerSquareMetre={facts.pricePerSqmCents} scale="whole" />
      </li>
    </ul>
  );
}
