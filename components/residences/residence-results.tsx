import { Suspense, type ReactNode } from "react";
import { propertyOfBrand } from "@/lib/catalogue/properties";
import { residenceSearchOptions, searchableResidences } from "@/lib/residences/searchable-residences";
import { residenceBuildings } from "@/lib/catalogue/residences";
import { ResidenceCard } from "@/components/cards/residence-card";
import { SearchFactsLine } from "@/components/cards/search-facts-line";
import { PendingPart } from "@/components/layout/pending-part";
import { BuildingHeader } from "./building-header";
import type { BuildingGroup } from "./residence-browser";
import { ResidenceBrowserLoader } from "./residence-browser-loader";

/**
 * The featured units with their search. Cards and building headings render on the server; the
 * client part (loaded alongside hydration) only decides which units to show, grouped by building
 * or in one sorted list. A search in the address is applied as it hydrates, the results hidden
 * until then.
 */
export function ResidenceResults() {
  const factsOf = new Map(searchableResidences.map((residence) => [residence.id, residence.facts]));
  const groups: BuildingGroup[] = [];
  const cards: Record<string, ReactNode> = {};
  for (const { building, units } of residenceBuildings()) {
    const property = propertyOfBrand(units[0]?.brandSlug);
    const headingId = `building-${property?.slug ?? units[0]?.id}`;
    const header = <BuildingHeader building={building} location={units[0]?.location} headingId={headingId} property={property} />;
    groups.push({ headingId, header, unitIds: units.map((unit) => unit.id) });
    for (const unit of units) {
      const facts = factsOf.get(unit.id);
      cards[unit.id] = <ResidenceCard residence={unit} facts={facts ? <SearchFactsLine facts={facts} /> : null} />;
    }
  }
  return (
    <PendingPart mark="url" loading="Loading your search…">
      {/* The fallback shows only after a client-side navigation, while the search's code arrives. */}
      <Suspense fallback={<p className="py-6 text-center text-muted-foreground">Loading the residences…</p>}>
        <ResidenceBrowserLoader residences={searchableResidences} options={residenceSearchOptions} cards={cards} groups={groups} />
      </Suspense>
    </PendingPart>
  );
}
