import { termsSummary } from "@/lib/deals/contracts/terms-words";
import { formatDateTime } from "@/lib/format";
import type { DealMessage, DealMessageKind } from "@/lib/schemas/deal-message";

const kindWords: Record<DealMessageKind, string> = {
  offer: "the offer",
  counter: "a counter-offer",
  accept: "the acceptance",
  decline: "a decline",
  withdraw: "a withdrawal",
};

/** What a message is, in words: its version, kind, who states they sent it and when, and its terms. Only stated, never checked identity. */
export function messageSummary(message: DealMessage): string {
  const terms = message.terms ? ` Terms: ${termsSummary(message.terms)}.` : "";
  const property = message.opening ? ` on ${message.opening.property.name}` : "";
  const contract = message.contract
    ? ` It names contract #${message.contract.contractId} with ${message.contract.seller.name} as the seller.`
    : "";
  return `Version ${message.version}: ${kindWords[message.kind]}${property} from the ${message.by}, stated as ${message.name} (${message.email}), ${formatDateTime(message.at)}.${terms}${contract}`;
}
