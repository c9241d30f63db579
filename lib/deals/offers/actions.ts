import { currentOwner } from "@/lib/account/current-owner";
import { nextContractId } from "@/lib/deals/contracts/next-id";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer, OfferForm, OfferProperty } from "@/lib/schemas/offer";
import type { DealSide, OfferTerms } from "@/lib/schemas/offer-thread";
import { createId, StoreError } from "@/lib/store";
import { writableStore } from "@/lib/store/writes";
import { contractForOffer, contractFromAcceptedOffer } from "./contract-from-offer";
import type { AcceptanceFacts } from "@/lib/schemas/acceptance";
import { acceptOffer, counterOffer, declineOffer, OfferTransitionError, withdrawOffer } from "./negotiation";
import { buildOffer } from "./offer-record";

/*
 * The offer writes of /make-offer and /offers (README.md): each transition runs inside the store's
 * atomic update, so two tabs cannot both answer the same version; a refused one becomes a
 * StoreError "conflict" with the machine's sentence, and nothing is written. Each action takes
 * the store last (the site's, unless a test passes its own).
 */

type Store = typeof writableStore;

/** Saves a validated /make-offer form as a submitted offer of whoever is signed in on this tab. */
export function submitOffer(form: OfferForm, property: OfferProperty, store = writableStore): Promise<Offer> {
  return store.offers.create({ ...buildOffer(form, property, { id: createId(), now: new Date() }), ...currentOwner() });
}

function transition(store: Store, id: string, change: (offer: Offer) => Offer): Promise<Offer> {
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

export function counterStoredOffer(id: string, by: DealSide, terms: OfferTerms, store = writableStore): Promise<Offer> {
  return transition(store, id, (offer) => counterOffer(offer, { by, at: now(), terms }));
}

export function declineStoredOffer(id: string, by: DealSide, store = writableStore): Promise<Offer> {
  return transition(store, id, (offer) => declineOffer(offer, { by, at: now() }));
}

export function withdrawStoredOffer(id: string, store = writableStore): Promise<Offer> {
  return transition(store, id, (offer) => withdrawOffer(offer, { at: now() }));
}

/**
 * Makes the contract of an accepted offer, numbered inside the store's write. Also the retry when
 * an acceptance was saved but its contract was not: the offer then reads "Accepted: contract not
 * prepared yet". A contract already made for the offer (another tab) is returned, not repeated.
 */
export async function createContractFor(offer: Offer, facts: AcceptanceFacts, store = writableStore): Promise<Contract> {
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
export async function acceptStoredOffer(offer: Offer, by: DealSide, facts: AcceptanceFacts, store = writableStore): Promise<Contract> {
  const accepted =
    offer.status === "accepted" ? offer : await transition(store, offer.id, (current) => acceptOffer(current, { by, at: now() }));
  return createContractFor(accepted, facts, store);
}
