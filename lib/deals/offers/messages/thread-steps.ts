import type { Contract } from "@/lib/schemas/contract";
import type { DealContractFacts, DealMessage } from "@/lib/schemas/deal-message";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { acceptOffer, counterOffer, declineOffer, OfferTransitionError, withdrawOffer } from "../negotiation";
import { offerVersions, submittedTerms } from "../offer-versions";
import type { MessageDraft } from "./sign-message";

/*
 * An offer's negotiation as numbered steps, the numbers deal messages carry: 1 is the buyer's
 * offer, 2, 3, … each counter, and the step after the last version the decision (accept, decline,
 * withdraw). From a message to the offer's next state, and from the offer to the message of a step.
 */

/** How many steps the offer holds: its versions, and its decision once it has one. */
export function heldSteps(offer: Offer): number {
  return offerVersions(offer).length + (offer.decision ? 1 : 0);
}

/** The offer a thread's first message makes in the other browser: the buyer's offer as stated. */
export function offerFromOpening(message: DealMessage): Offer {
  const { opening, terms } = message;
  if (message.kind !== "offer" || !opening || !terms) throw new TypeError("Only an offer message opens a thread");
  return {
    id: message.thread,
    createdAt: message.at,
    status: "submitted",
    property: opening.property,
    offerAmountCents: terms.offerAmountCents,
    downPaymentCents: opening.downPaymentCents,
    depositCents: terms.depositCents,
    closingDate: terms.closingDate,
    financingType: opening.financingType,
    contingencies: terms.contingencies,
    additionalTerms: terms.additionalTerms,
    buyerName: message.name,
    buyerEmail: message.email,
    buyerPhone: opening.buyerPhone,
  };
}

/** The offer after a later message, by the negotiation machine: throws OfferTransitionError when it may not happen. */
export function offerAfter(offer: Offer, message: DealMessage): Offer {
  const step = { by: message.by, at: message.at };
  switch (message.kind) {
    case "counter":
      if (!message.terms) throw new OfferTransitionError("A counter-offer needs its terms.");
      return counterOffer(offer, { ...step, terms: message.terms });
    case "accept":
      return acceptOffer(offer, step);
    case "decline":
      return declineOffer(offer, step);
    case "withdraw":
      return withdrawOffer(offer, { at: message.at });
    case "offer":
      throw new TypeError("An offer message opens a thread; it does not follow one");
  }
}

/** What the acceptance states so the other browser makes the same contract (the number signed, never a local one). */
export function contractFactsOf(contract: Contract): DealContractFacts {
  return {
    contractId: contract.packetId ?? contract.id,
    seller: contract.seller,
    realtor: contract.realtor,
    propertyAddress: contract.propertyAddress,
  };
}

export type Sender = { name: string; email: string };

/**
 * The message of step `step` of the offer, unsigned and without `previous`: what the side that took
 * it states (`sender`: its name and email), the terms of that version, and for an acceptance the
 * facts of the contract made from it. Null for a step the offer does not hold.
 */
export function stepDraft(
  offer: Offer,
  step: number,
  sender: Sender,
  contract: Contract | undefined,
): (Omit<MessageDraft, "previous"> & { by: DealSide }) | null {
  const versions = offerVersions(offer);
  const base = { format: "aurum-residences/deal-message", formatVersion: 1, thread: offer.id, version: step, ...sender } as const;
  const version = versions[step - 1];
  if (version && step === 1) {
    const opening = {
      property: offer.property,
      downPaymentCents: offer.downPaymentCents,
      financingType: offer.financingType,
      buyerPhone: offer.buyerPhone,
    };
    return { ...base, kind: "offer", by: "buyer", at: offer.createdAt, terms: submittedTerms(offer), opening };
  }
  if (version) return { ...base, kind: "counter", by: version.by, at: version.at, terms: version.terms };
  const { decision } = offer;
  if (!decision || step !== versions.length + 1) return null;
  if (decision.outcome !== "accepted") {
    return { ...base, kind: decision.outcome === "declined" ? "decline" : "withdraw", by: decision.by, at: decision.at };
  }
  return contract ? { ...base, kind: "accept", by: decision.by, at: decision.at, contract: contractFactsOf(contract) } : null;
}
