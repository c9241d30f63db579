import { formatMoney } from "@/lib/money";
import type { TimelineEvent, TimelineFact } from "@/lib/schemas/contract";
import { paymentMethodLabels } from "@/lib/schemas/labels";
import type { OfferOutcome, OfferTerms } from "@/lib/schemas/offer-thread";
import { ADDED_FROM_PDF_EVENT } from "./origin";
import { partyLabels } from "./parties";
import { actorName, termsChanges, termsSummary } from "./terms-words";

/** A timeline entry as the Timeline tab and the PDF show it. */
export type WordedEntry = { date: string; event: string; description: string };

const outcomes: Record<OfferOutcome, { event: string; verb: string }> = {
  accepted: { event: "Offer accepted", verb: "accepted" },
  declined: { event: "Offer declined", verb: "declined" },
  withdrawn: { event: "Offer withdrawn", verb: "withdrew" },
};

/** Ends the text with a full stop, unless quoted text already ended it ('now "Keys at closing."'). */
function sentence(text: string): string {
  return /[.!?]"$/.test(text) ? text : `${text}.`;
}

/** " by card ending 4242", " in Bitcoin", or nothing when the record does not say. */
function paidWith(fact: Extract<TimelineFact, { kind: "deposit-in-escrow" }>): string {
  if (fact.method === "card") return fact.card ? ` by card ending ${fact.card.last4}` : " by card";
  if (fact.method === "wire") return " by wire transfer";
  return fact.method ? ` in ${paymentMethodLabels[fact.method]}` : "";
}

function signedWords(fact: Extract<TimelineFact, { kind: "signed" }>): WordedEntry["description"] {
  const who = `${fact.signedName}${fact.capacity ? ` (${fact.capacity})` : ""}`;
  const line = `signed for the ${partyLabels[fact.party].toLowerCase()} (${fact.partyName})`;
  switch (fact.how) {
    case "typed":
      return `${who} ${line} electronically on this device.`;
    case "key-here":
      return `${who} ${line} with a key kept in this browser.`;
    case "key-imported":
      return `${who} ${line} with their own key, in their own browser; added here from their signed PDF after checking it.`;
  }
}

/** One fact in words; `previousTerms` are the terms of the offer version before it, for a counter-offer. */
function factWords(fact: TimelineFact, previousTerms: OfferTerms | undefined): Omit<WordedEntry, "date"> {
  switch (fact.kind) {
    case "offer-version": {
      const who = actorName(fact.by, fact.name);
      if (!previousTerms) return { event: "Offer submitted", description: `${who} offered ${termsSummary(fact.terms)}.` };
      const changes = termsChanges(previousTerms, fact.terms).join("; ");
      return { event: "Counter-offer", description: sentence(`${who} countered with ${termsSummary(fact.terms)}: ${changes}`) };
    }
    case "offer-decided": {
      const who = actorName(fact.by, fact.name);
      const description =
        fact.outcome === "accepted"
          ? `${who} accepted ${termsSummary(fact.terms)}.`
          : `${who} ${outcomes[fact.outcome].verb} the offer; the negotiation ended there.`;
      return { event: outcomes[fact.outcome].event, description };
    }
    case "contract-created":
      return {
        event: "Contract created",
        description:
          fact.from === "offer"
            ? "Prefilled on this device from the accepted offer and ready for the buyer's and the seller's signatures."
            : `Prepared by ${fact.preparedBy ?? "the realtor"} on this device and ready for the buyer's and the seller's signatures.`,
      };
    case "added-from-file":
      return {
        event: ADDED_FROM_PDF_EVENT,
        description: `Added to this browser's contracts from a signed PDF (contract reference ${fact.reference}) after checking its signatures.`,
      };
    case "signed":
      return { event: `${partyLabels[fact.party]} signed`, description: signedWords(fact) };
    case "fully-signed":
      return { event: "Fully signed", description: "Every party has signed. The contract is now in review." };
    case "cancelled":
      return { event: "Contract cancelled", description: "Cancelled on this device. No further signatures can be added." };
    case "completed":
      return { event: "Contract completed", description: "Marked completed on this device: the sale has closed." };
    case "deposit-in-escrow":
      return {
        event: "Deposit received in escrow",
        description: `Deposit of ${formatMoney(fact.amountCents)} paid${paidWith(fact)} and recorded as In Escrow (${fact.transactionId}). A simulated payment: no money moved.`,
      };
    case "completed-with-missing":
      return {
        event: "Completed with documents missing",
        description: `${fact.by} confirmed completing the deal while required deal-room items were missing: ${fact.missing.join("; ")}.`,
      };
    case "deposit-refunded":
      return {
        event: "Deposit refunded",
        description: `The deposit of ${formatMoney(fact.amountCents)} (${fact.transactionId}) was refunded from escrow to the buyer as the contract was cancelled.`,
      };
    case "escrow-released":
      return {
        event: "Escrow released",
        description: `The deposit of ${formatMoney(fact.amountCents)} (${fact.transactionId}) was released from escrow as the contract completed.`,
      };
  }
}

/**
 * Every entry in words, oldest first: a recorded fact is worded now (so a wording fix reaches
 * entries stored before it); an entry stored as words (the samples, and records from before store
 * version 6) is shown as stored.
 */
export function timelineWords(timeline: readonly TimelineEvent[]): WordedEntry[] {
  let previousTerms: OfferTerms | undefined;
  return timeline.map((entry) => {
    if (!("fact" in entry)) return entry;
    const words = { date: entry.date, ...factWords(entry.fact, previousTerms) };
    if (entry.fact.kind === "offer-version") previousTerms = entry.fact.terms;
    return words;
  });
}
