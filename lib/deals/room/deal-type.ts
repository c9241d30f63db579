import { purchaseListings } from "@/lib/catalogue/listings";
import { factsOfProject } from "@/lib/catalogue/residence-facts";
import type { Contract } from "@/lib/schemas/contract";

/** What decides a deal room's checklist (templates.ts). */
export type DealType = {
  stage: "resale" | "off-plan";
  kind: "hotel-attached" | "standalone";
  rentalProgramme: boolean;
  market: "florida" | "dubai" | "other";
  /** The building's name when the contract's property is one of the catalogue's, else null. */
  building: string | null;
};

/** A contract whose building the catalogue does not know (a property typed on /contracts/new). */
export const UNKNOWN_DEAL_TYPE: DealType = { stage: "resale", kind: "standalone", rentalProgramme: false, market: "other", building: null };

function marketOf(location: string): DealType["market"] {
  if (/dubai/i.test(location)) return "dubai";
  if (/florida|miami/i.test(location)) return "florida";
  return "other";
}

/**
 * The deal type of a contract: its property names a building of the catalogue ("Aman Miami Beach,
 * Residence 3A"), whose residence facts say off-plan or ready, hotel-attached or standalone, and
 * whether a rental programme is offered; the listing's location gives the market.
 */
export function dealTypeOf(contract: Pick<Contract, "property">): DealType {
  const property = contract.property.trim().toLowerCase();
  const listing = purchaseListings
    .filter((candidate) => property.startsWith(candidate.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const facts = listing ? factsOfProject(listing.id) : undefined;
  if (!listing || !facts) return UNKNOWN_DEAL_TYPE;
  return {
    stage: facts.status.stage === "off-plan" ? "off-plan" : "resale",
    kind: facts.kind,
    rentalProgramme: facts.rentalProgramme.availability !== "none",
    market: marketOf(listing.location),
    building: listing.name,
  };
}
