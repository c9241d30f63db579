import { isIsoDate } from "@/lib/format";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide, OfferOutcome, OfferStatus, OfferTerms } from "@/lib/schemas/offer-thread";
import { sideToAnswer } from "@/lib/schemas/offer-turns";
import { sameTerms } from "@/lib/deals/contracts/terms-words";
import { latestVersion } from "./offer-versions";

/*
 * The offer negotiation (README.md): submitted -> countered (back and forth) -> accepted,
 * declined or withdrawn. Every function is pure: it takes an offer and returns the next one, or
 * throws an OfferTransitionError with a sentence to show. The pages run them inside
 * store.offers.update(id, fn), so two tabs cannot both answer the same version.
 */

export class OfferTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OfferTransitionError";
  }
}

export type OfferAction = "counter" | "accept" | "decline" | "withdraw";

/** A step by one side at one moment (an ISO timestamp). */
export type OfferStep = { by: DealSide; at: string };

const closedBecause: Record<OfferOutcome, string> = {
  accepted: "This offer has been accepted, so it can no longer be changed.",
  declined: "This offer has been declined, so it can no longer be answered.",
  withdrawn: "The buyer withdrew this offer, so it can no longer be answered.",
};

export function isOpenOffer(offer: Pick<Offer, "status">): boolean {
  return offer.status === "submitted" || offer.status === "countered";
}

/** The side that answers next, or null once the offer is closed. */
export function offerTurn(offer: Pick<Offer, "status" | "counters">): DealSide | null {
  return isOpenOffer(offer) ? sideToAnswer(offer.counters ?? []) : null;
}

/** Why `by` cannot take `action` on this offer now, or null when they can (pages disable the action and show it). */
export function offerActionBlocker(offer: Offer, action: OfferAction, by: DealSide): string | null {
  if (!isOpenOffer(offer)) return closedBecause[offer.status as Exclude<OfferStatus, "submitted" | "countered">];
  if (action === "withdraw") return by === "buyer" ? null : "Only the buyer can withdraw an offer; the seller declines it instead.";
  const turn = offerTurn(offer);
  if (by === turn) return null;
  const latest = latestVersion(offer).kind === "offer" ? "offer" : "counter-offer";
  return `The ${by} made the latest ${latest}, so it is the ${turn}'s turn to answer it.`;
}

function check(offer: Offer, action: OfferAction, by: DealSide): void {
  const blocker = offerActionBlocker(offer, action, by);
  if (blocker) throw new OfferTransitionError(blocker);
}

/** Refuses terms no counter-offer could propose (the form checks them first; this guards the record). */
function checkedTerms(terms: OfferTerms): OfferTerms {
  if (!Number.isSafeInteger(terms.offerAmountCents) || terms.offerAmountCents <= 0) {
    throw new OfferTransitionError("A counter-offer needs an offer amount of more than $0.");
  }
  if (!Number.isSafeInteger(terms.depositCents) || terms.depositCents < 0 || terms.depositCents > terms.offerAmountCents) {
    throw new OfferTransitionError("The deposit must be between $0 and the offer amount.");
  }
  if (!isIsoDate(terms.closingDate)) throw new OfferTransitionError("A counter-offer needs a real closing date.");
  return { ...terms, contingencies: terms.contingencies.trim(), additionalTerms: terms.additionalTerms.trim() };
}

/** The side whose turn it is proposes new terms; they become the version on the table. */
export function counterOffer(offer: Offer, step: OfferStep & { terms: OfferTerms }): Offer {
  check(offer, "counter", step.by);
  const terms = checkedTerms(step.terms);
  if (sameTerms(latestVersion(offer).terms, terms)) {
    throw new OfferTransitionError(
      "This counter-offer has the same terms as the latest version: change the amount, the deposit, the closing date or the terms.",
    );
  }
  return { ...offer, status: "countered", counters: [...(offer.counters ?? []), { by: step.by, at: step.at, terms }] };
}

/** The side whose turn it is agrees to the latest version; the contract is then made from it (contract-from-offer.ts). */
export function acceptOffer(offer: Offer, step: OfferStep): Offer {
  check(offer, "accept", step.by);
  return { ...offer, status: "accepted", decision: { outcome: "accepted", by: step.by, at: step.at } };
}

/** The side whose turn it is refuses the latest version, which ends the negotiation. */
export function declineOffer(offer: Offer, step: OfferStep): Offer {
  check(offer, "decline", step.by);
  return { ...offer, status: "declined", decision: { outcome: "declined", by: step.by, at: step.at } };
}

/** The buyer takes the offer back while it is open, whoever's turn it is. */
export function withdrawOffer(offer: Offer, step: { at: string }): Offer {
  check(offer, "withdraw", "buyer");
  return { ...offer, status: "withdrawn", decision: { outcome: "withdrawn", by: "buyer", at: step.at } };
}
