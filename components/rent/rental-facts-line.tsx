import type { BuildingSearchFacts } from "@/lib/facts/search-facts";
import { serviceLabels } from "@/lib/schemas/fact-values";

/** Who runs the rental's building and the hotel services that come with a stay, on its card. */
export function RentalFactsLine({ facts }: { facts: Pick<BuildingSearchFacts, "operatorName" | "services"> | undefined }) {
  if (!facts) return null;
  return (
    <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
      Operated by {facts.operatorName}. Hotel services: {facts.services.map((service) => serviceLabels[service].toLowerCase()).join(", ")}.
    </p>
  );
}
