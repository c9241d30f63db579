import { searchFactsOf } from "@/lib/facts/search-facts";
import { residenceSearchOptionsFor, type FilterableResidence, type ResidenceSearchOptions } from "./residence-search";
import { requireFacts } from "@/lib/catalogue/residence-facts";
import { residences } from "@/lib/catalogue/residences";

/**
 * Every featured unit as /residences searches it: its building, its price and its building's
 * search facts (the holding cost and price per sq ft of the unit itself). Built on the server, so
 * the facts records never ship to the browser.
 */
export const searchableResidences: FilterableResidence[] = residences.map(({ id, projectId, priceCents, sqft }) => ({
  id,
  projectId,
  priceCents,
  facts: searchFactsOf(requireFacts(projectId), priceCents, sqft),
}));

/** The options of a /residences search: the buildings by name and the fact choices. */
export const residenceSearchOptions: ResidenceSearchOptions = residenceSearchOptionsFor(
  searchableResidences,
  Object.fromEntries(residences.map((residence) => [residence.projectId, residence.building])),
);
