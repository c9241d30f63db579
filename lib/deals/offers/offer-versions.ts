import type { Offer } from "@/lib/schemas/offer";
import type { DealSide, OfferTerms } from "@/lib/schemas/offer-thread";
import { standardDeposit } from "./standard-deposit";

/** One version of an offer: the buyer's offer (number 1) or a counter-offer, with who made it and when. */
export type OfferVersion = {
  /** 1 for the offer as submitted, then 2, 3, … for each counter. */
  number: number;
  kind: "offer" | "counter";
  by: DealSide;
  /** ISO timestamp. */
  at: string;
  terms: OfferTerms;
};

/** The terms the buyer submitted (an offer saved before deposits were recorded proposes the standard one). */
export function submittedTerms(offer: Offer): OfferTerms {
  return {
    offerAmountCents: offer.offerAmountCents,
    depositCents: offer.depositCents ?? standardDeposit(offer.offerAmountCents),
    closingDate: offer.closingDate,
    contingencies: offer.contingencies ?? "",
    additionalTerms: offer.additionalTerms ?? "",
  };
}

/** Every version, oldest first: an offer saved before negotiation existed has exactly one. */
export function offerVersions(offer: Offer): OfferVersion[] {
  const first: OfferVersion = { number: 1, kind: "offer", by: "buyer", at: offer.createdAt, terms: submittedTerms(offer) };
  const counters = (offer.counters ?? []).map((counter, index): OfferVersion => ({
    number: index + 2,
    kind: "counter",
    by: counter.by,
    at: counter.at,
    terms: counter.terms,
  }));
  return [first, ...counters];
}

/** The version on the table: the one an acceptance agrees to. */
export function latestVersion(offer: Offer): OfferVersion {
  const versions = offerVersions(offer);
  return versions[versions.length - 1] as OfferVersion;
}
