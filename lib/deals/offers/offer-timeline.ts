import type { TimelineEvent } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import { latestVersion, offerVersions } from "./offer-versions";

/** The names the thread is told with: the buyer's from the offer, the seller's once known. */
export type DealNames = { buyer: string; seller?: string | undefined };

/**
 * The negotiation as timeline entries, oldest first, with dates and who acted: the offer, each
 * counter-offer (with its terms) and how it ended, recorded as facts that the timeline words when it
 * shows them (lib/deals/contracts/timeline-words.ts). A contract made from the offer starts its
 * timeline with them.
 */
export function offerTimeline(offer: Offer, names: DealNames): TimelineEvent[] {
  const events: TimelineEvent[] = offerVersions(offer).map((version) => ({
    date: version.at,
    fact: { kind: "offer-version", by: version.by, ...nameOf(version.by, names), terms: version.terms },
  }));
  const { decision } = offer;
  if (!decision) return events;
  return [
    ...events,
    {
      date: decision.at,
      fact: {
        kind: "offer-decided",
        by: decision.by,
        ...nameOf(decision.by, names),
        outcome: decision.outcome,
        terms: latestVersion(offer).terms,
      },
    },
  ];
}

function nameOf(side: keyof DealNames, names: DealNames): { name?: string } {
  const name = names[side]?.trim();
  return name ? { name } : {};
}
