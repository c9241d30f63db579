import { factsOfProject } from "@/lib/catalogue/residence-facts";
import { purchaseListings } from "@/lib/catalogue/listings";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import type { Contract } from "@/lib/schemas/contract";
import type { PaymentMilestone } from "@/lib/schemas/residence-facts";

/** An off-plan building as its contract's schedule needs it. */
export type OffPlanBuilding = {
  listingId: string;
  name: string;
  /** The developer's completion quarter, like "2027-Q4". */
  completion: string;
  paymentPlan: readonly PaymentMilestone[];
  /** The listing's own currency, which the contract's amounts are in. */
  currency: CurrencyCode;
};

/**
 * The building a contract is for, when it is sold off-plan. A contract names its property as its
 * listing does, alone ("Aman Miami Beach", from an offer) or with the residence ("Aman Miami Beach,
 * Residence 3A", the samples): the longest listing name the property starts with, followed by
 * nothing or a comma, decides. null for a built residence or a property no listing names.
 */
export function offPlanBuildingOf(contract: Pick<Contract, "property">): OffPlanBuilding | null {
  const property = contract.property.trim().toLowerCase();
  const listing = purchaseListings
    .filter((candidate) => {
      const name = candidate.name.toLowerCase();
      return property === name || property.startsWith(`${name},`);
    })
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!listing) return null;
  const facts = factsOfProject(listing.id);
  if (!facts || facts.status.stage !== "off-plan") return null;
  return {
    listingId: listing.id,
    name: listing.name,
    completion: facts.status.completion,
    paymentPlan: facts.status.paymentPlan,
    currency: listing.currency ?? DEFAULT_CURRENCY,
  };
}
