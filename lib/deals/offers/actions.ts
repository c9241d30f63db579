import { nextContractId } from "@/lib/deals/contracts/next-id";
import { contractForOffer, contractFromAcceptedOffer, type AcceptanceFacts } from "@/lib/deals/offers/contract-from-offer";
import { acceptOffer, counterOffer, declineOffer, OfferTransitionError, withdrawOffer } from "@/lib/deals/offers/negotiation";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide, OfferTerms } from "@/lib/schemas/offer-thread";
import { store, StoreError } from "@/lib/store";

/*
 * The offer page's writes (lib/deals/README.md): each transition runs inside the store's atomic
 * update, so two tabs cannot both answer the same version; a refused one becomes a StoreError
 * "conflict" with the machine's sentence, and nothing is written.
 */

function transition(id: string, change: (offer: Offer) => Offer): Promise<Offer> {
  return store.offers.update(id, (current) => {
    try {
      return change(current);
    } catch (error) {
      if (error instanceof OfferTransitionError) throw new StoreError("conflict", error.message);
      throw error;
    }
  });
}

const now = () => new Date().toISOString();

export function counterStoredOffer(id: string, by: DealSide, terms: OfferTerms): Promise<Offer> {
  return transition(id, (offer) => counterOffer(offer, { by, at: now(), terms }));
}

export function declineStoredOffer(id: string, by: DealSide): Promise<Offer> {
  return transition(id, (offer) => declineOffer(offer, { by, at: now() }));
}

export function withdrawStoredOffer(id: string): Promise<Offer> {
  return transition(id, (offer) => withdrawOffer(offer, { at: now() }));
}

/**
 * Makes the contract of an accepted offer, numbered inside the store's write. Also the retry when
 * an acceptance was saved but its contract was not: the offer then reads "Accepted: contract not
 * prepared yet". A contract already made for the offer (another tab) is returned, not repeated.
 */
export async function createContractFor(offer: Offer, facts: AcceptanceFacts): Promise<Contract> {
  const existing = contractForOffer(offer.id, await store.contracts.list());
  if (existing) return existing;
  return store.contracts.create((ids) => {
    try {
      return contractFromAcceptedOffer(offer, facts, nextContractId(ids), new Date());
    } catch (error) {
      if (error instanceof OfferTransitionError) throw new StoreError("invalid", error.message);
      throw error;
    }
  });
}

/** Accepts the latest version (an offer still open), then makes its contract from it. */
export async function acceptStoredOffer(offer: Offer, by: DealSide, facts: AcceptanceFacts): Promise<Contract> {
  const accepted = offer.status === "accepted" ? offer : await transition(offer.id, (current) => acceptOffer(current, { by, at: now() }));
  return createContractFor(accepted, facts);
}
