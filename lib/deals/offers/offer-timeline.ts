import type { TimelineEvent } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide, OfferOutcome } from "@/lib/schemas/offer-thread";
import { latestVersion, offerVersions, termsChanges, termsSummary } from "./offer-versions";

/** The names the thread is told with: the buyer's from the offer, the seller's once known (else "the seller"). */
export type DealNames = { buyer: string; seller?: string | undefined };

/** "Julian Ashworth (buyer)", "Collins Dune Holdings LLC (seller)", or "The seller" when no name is known. */
export function actorName(side: DealSide, names: DealNames): string {
  const name = names[side]?.trim();
  return name ? `${name} (${side})` : `The ${side}`;
}

const outcomes: Record<OfferOutcome, { event: string; verb: string }> = {
  accepted: { event: "Offer accepted", verb: "accepted" },
  declined: { event: "Offer declined", verb: "declined" },
  withdrawn: { event: "Offer withdrawn", verb: "withdrew" },
};

/** Ends the text with a full stop, unless quoted text already ended it ('now "Keys at closing."'). */
function sentence(text: string): string {
  return /[.!?]"$/.test(text) ? text : `${text}.`;
}

/**
 * The negotiation as timeline events, oldest first, with dates and who acted: the offer, each
 * counter-offer (what it changed), and how it ended. A contract made from the offer starts its
 * timeline with them; the offer's page can show the same list.
 */
export function offerTimeline(offer: Offer, names: DealNames): TimelineEvent[] {
  const versions = offerVersions(offer);
  const events: TimelineEvent[] = versions.map((version, index) => {
    const who = actorName(version.by, names);
    const previous = versions[index - 1];
    if (!previous) {
      return { date: version.at, event: "Offer submitted", description: `${who} offered ${termsSummary(version.terms)}.` };
    }
    const changes = termsChanges(previous.terms, version.terms).join("; ");
    return {
      date: version.at,
      event: "Counter-offer",
      description: sentence(`${who} countered with ${termsSummary(version.terms)}: ${changes}`),
    };
  });
  const { decision } = offer;
  if (!decision) return events;
  const who = actorName(decision.by, names);
  const description =
    decision.outcome === "accepted"
      ? `${who} accepted ${termsSummary(latestVersion(offer).terms)}.`
      : `${who} ${outcomes[decision.outcome].verb} the offer; the negotiation ended there.`;
  return [...events, { date: decision.at, event: outcomes[decision.outcome].event, description }];
}
