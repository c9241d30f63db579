import { signingDeadline } from "@/lib/deals/contracts/new-contract";
import { cameFromAFile } from "@/lib/deals/contracts/origin";
import { toIsoDate } from "@/lib/format";
import type { AcceptanceFacts } from "@/lib/schemas/acceptance";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import { OfferTransitionError } from "./negotiation";
import { offerTimeline } from "./offer-timeline";
import { latestVersion } from "./offer-versions";

/**
 * The contract for an accepted offer, prefilled from the version accepted: the property, the
 * buyer from the offer, the seller from `facts`, the amount, deposit, closing date, contingencies
 * and terms; both signatures pending; its timeline starts with the whole negotiation. `id` comes
 * from nextContractId inside the store's write; `now` is the moment of creation.
 */
export function contractFromAcceptedOffer(offer: Offer, facts: AcceptanceFacts, id: string, now: Date): Contract {
  if (offer.status !== "accepted") throw new OfferTransitionError("Only an accepted offer can become a contract.");
  const propertyAddress = facts.propertyAddress?.trim() || offer.property.location.trim();
  if (!propertyAddress) throw new OfferTransitionError("Enter the property's address for the contract.");
  const { terms } = latestVersion(offer);
  const buyer = { name: offer.buyerName, email: offer.buyerEmail, phone: offer.buyerPhone };
  const seller = { name: facts.seller.name.trim(), email: facts.seller.email.trim(), phone: facts.seller.phone.trim() };
  const created = toIsoDate(now);
  return {
    id,
    ...(offer.ownerId ? { ownerId: offer.ownerId } : {}),
    offerId: offer.id,
    property: offer.property.name,
    propertyAddress,
    buyer,
    seller,
    status: "pending_signature",
    amountCents: terms.offerAmountCents,
    depositCents: terms.depositCents,
    closingDate: terms.closingDate,
    created,
    deadline: signingDeadline(created, terms.closingDate),
    contingencies: terms.contingencies,
    specialTerms: terms.additionalTerms,
    realtor: { name: facts.realtor.name.trim(), license: facts.realtor.license.trim() },
    signatures: [
      { party: "buyer", name: buyer.name, status: "pending", date: null },
      { party: "seller", name: seller.name, status: "pending", date: null },
    ],
    timeline: [
      ...offerTimeline(offer, { buyer: buyer.name, seller: seller.name }),
      { date: now.toISOString(), fact: { kind: "contract-created", from: "offer" } },
    ],
  };
}

/**
 * The contract made from this offer, if there is one. A contract added from a file never is, whatever
 * offer its file names: every contract.json carries an `offerId`, and a crafted one could otherwise
 * attach itself to an offer of this browser.
 */
export function contractForOffer<C extends Pick<Contract, "offerId" | "timeline">>(
  offerId: string,
  contracts: readonly C[],
): C | undefined {
  return contracts.find((contract) => contract.offerId === offerId && !cameFromAFile(contract));
}
