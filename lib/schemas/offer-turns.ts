import type { DealSide, OfferCounter, OfferDecision, OfferStatus } from "./offer-thread";

/*
 * Whose turn it is in a negotiation, and whether a stored one could have happened. No zod here
 * (types only): the offer schema checks stored offers with threadProblem, and pages that show a
 * deal's stage use sideToAnswer without shipping the schemas.
 */

/** The side whose turn it is after `counters`: the seller answers the buyer's offer, then the sides alternate. */
export function sideToAnswer(counters: readonly Pick<OfferCounter, "by">[]): DealSide {
  return counters.length % 2 === 0 ? "seller" : "buyer";
}

type Thread = { status: OfferStatus; counters?: readonly OfferCounter[] | undefined; decision?: OfferDecision | undefined };

/**
 * What is wrong with a stored negotiation, or null when it is one the deal machine could have
 * written: counters alternate from the seller, the status matches them and the decision, an
 * acceptance or a refusal comes from the side whose turn it was, and only the buyer withdraws.
 */
export function threadProblem(offer: Thread): string | null {
  const counters = offer.counters ?? [];
  if (counters.some((counter, index) => counter.by !== sideToAnswer(counters.slice(0, index)))) {
    return "Counter-offers must alternate, starting with the seller";
  }
  const { decision } = offer;
  if (offer.status === "submitted" || offer.status === "countered") {
    if (decision) return "An open offer has no decision";
    return (offer.status === "countered") === counters.length > 0 ? null : "Status must be countered exactly when there are counter-offers";
  }
  if (decision?.outcome !== offer.status) return "A closed offer needs a decision that matches its status";
  const allowed = decision.outcome === "withdrawn" ? "buyer" : sideToAnswer(counters);
  return decision.by === allowed ? null : `Only the ${allowed} could have ${decision.outcome} this offer`;
}
