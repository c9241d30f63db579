import type { ReactNode } from "react";
import { propertyOfBrand } from "@/lib/catalogue/properties";
import { residenceSearchOptions, searchableResidences } from "@/lib/residences/searchable-residences";
import { residenceBuildings } from "@/lib/catalogue/residences";
import { ResidenceCard } from "@/components/cards/residence-card";
import { SearchFactsLine } from "@/components/cards/search-facts-line";
import { PendingPart } from "@/components/layout/pending-part";
import { BuildingHeader } from "./building-header";
import { ResidenceBrowser, type BuildingGroup } from "./residence-browser";

/**
 * The featured units with their search. Cards and building headings render on the server; the
 * client part only decides which units to show, grouped by building or in one sorted list. A
 * search in the address is applied as it hydrates, the results hidden until then.
 *
 * The client part is in the page's own chunks, not lazy: a lazy boundary hydrated after the page
 * and React replaced its server HTML (the cards) with a loading note and then new nodes, so a
 * press on a card's button in that window went nowhere and the layout moved.
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
      <ResidenceBrowser residences={searchableResidences} options={residenceSearchOptions} cards={cards} groups={groups} />
    </PendingPart>
  );
}
