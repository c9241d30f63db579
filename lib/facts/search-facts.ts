import type { Cents } from "@/lib/money";
import { amountPerArea } from "@/lib/price-per-area";
import { toSlug } from "@/lib/query-params";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import { estimateHoldingCosts } from "./holding-costs";
import type { BuildStage, ProgrammeAvailability, ProgrammeStructure, Service } from "@/lib/schemas/fact-values";

/**
 * The few facts a search filters and sorts by, worked out on the server for one listing, unit or
 * rental, so the search pages send these instead of the buildings' full facts records.
 */
export type SearchFacts = {
  stage: BuildStage;
  /** Sorts within its stage, latest last: the completion quarter ("2028-Q3") off-plan, the year completed ("2019") when ready. */
  completion: string;
  programme: ProgrammeAvailability;
  /** Null when there is no rental programme. */
  programmeStructure: ProgrammeStructure | null;
  services: Service[];
  /** The operator's slug (the URL's value) and name. */
  operator: string;
  operatorName: string;
  /** The estimated monthly cost of holding (lib/facts/holding-costs.ts). */
  monthlyHoldingCents: Cents;
  /** The price over the area, to the nearest cent. */
  pricePerSqftCents: Cents;
  /** The price over the area in square metres, worked out from the price (amountPerArea), to the nearest cent. */
  pricePerSqmCents: Cents;
};

/** The search facts that belong to the building alone, whatever the residence's price (what /rent filters by). */
export type BuildingSearchFacts = Omit<SearchFacts, "monthlyHoldingCents" | "pricePerSqftCents" | "pricePerSqmCents">;

/** The search facts of the building described by `facts`. */
export function buildingSearchFactsOf(facts: ResidenceFacts): BuildingSearchFacts {
  const { status, rentalProgramme } = facts;
  return {
    stage: status.stage,
    completion: status.stage === "off-plan" ? status.completion : String(status.completedYear),
    programme: rentalProgramme.availability,
    programmeStructure: rentalProgramme.availability === "none" ? null : rentalProgramme.structure,
    services: [...facts.services],
    operator: toSlug(facts.operator),
    operatorName: facts.operator,
  };
}

function pricesPerArea(priceCents: Cents, sqft: number): Pick<SearchFacts, "pricePerSqftCents" | "pricePerSqmCents"> {
  const per = amountPerArea(priceCents, sqft);
  return { pricePerSqftCents: per.sqft, pricePerSqmCents: per.m2 };
}

/** The search facts of a residence of `priceCents` and `sqft` in the building described by `facts`. */
export function searchFactsOf(facts: ResidenceFacts, priceCents: Cents, sqft: number): SearchFacts {
  return {
    ...buildingSearchFactsOf(facts),
    monthlyHoldingCents: estimateHoldingCosts(facts.holdingCosts, priceCents, sqft).monthly.total,
    ...pricesPerArea(priceCents, sqft),
  };
}
