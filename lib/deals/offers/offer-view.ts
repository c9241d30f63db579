import { isVisibleTo, visibleTo } from "@/lib/account/ownership";
import { dealsFrom, dealStage, type Deal, type DealStageView } from "@/lib/deals/deal-stage";
import type { Role } from "@/lib/schemas/account";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import type { Transaction } from "@/lib/schemas/transaction";
import { offerTurn } from "./negotiation";

/*
 * What the /offers pages decide before they render: which side the person acts as, which offers
 * that side may see, and the sentence saying whose turn it is.
 * One browser can play both sides of a deal, as a demonstration, or each side uses its own browser and
 * imports the other's signed deal messages (lib/deals/README.md).
 */

/** Who is looking: the signed-in account (its id and role), or null when signed out. */
export type Viewer = { accountId: string; role: Role } | null;

/**
 * The side the page acts as: `?as=buyer` or `?as=seller` when the person chose one, else the
 * seller for a signed-in seller account, else the buyer.
 */
export function viewSide(requested: string | null | undefined, viewer: Viewer): DealSide {
  if (requested === "seller" || requested === "buyer") return requested;
  return viewer?.role === "seller" ? "seller" : "buyer";
}

/**
 * Whether this side may see the offer. The buyer sees the offers their account made (and those
 * made signed out), as everywhere on the site (lib/account/ownership.ts). The one exception, for
 * the seller side of this preview: a signed-in seller account also sees the offers other accounts
 * in this browser made on a catalogue listing, because the catalogue does not record which
 * seller a listing belongs to and the seller answers in the same browser. Nothing else of those
 * accounts (their contracts, payments, activity) becomes visible.
 */
export function offerVisibleAs(offer: Pick<Offer, "ownerId" | "property">, side: DealSide, viewer: Viewer): boolean {
  if (isVisibleTo(offer, viewer?.accountId ?? null)) return true;
  return side === "seller" && viewer?.role === "seller" && offer.property.listingId !== undefined;
}

/** Whether the deal is the viewer's own (or made signed out): only then are its contract and deposit shown. */
export function ownsDeal(offer: Pick<Offer, "ownerId">, viewer: Viewer): boolean {
  return isVisibleTo(offer, viewer?.accountId ?? null);
}

const ACCEPTED_ELSEWHERE: DealStageView = { stage: "accepted", label: "Accepted", waitingOn: [] };

/**
 * The offers as deals, newest first, with only what the viewer may see: the contract and deposit
 * among the records visible to the viewer (lib/account/ownership.ts), and for an offer the viewer
 * sees only as another account's seller none at all, its stage ending at "Accepted" (its contract's
 * number, signatures, escrow and seller are that account's).
 */
export function dealsSeenBy(
  offers: readonly Offer[],
  viewer: Viewer,
  contracts: readonly Contract[],
  transactions: readonly Transaction[],
): Deal[] {
  const accountId = viewer?.accountId ?? null;
  return dealsFrom(offers, visibleTo(contracts, accountId), visibleTo(transactions, accountId)).map((deal) =>
    ownsDeal(deal.offer, viewer) ? deal : { offer: deal.offer, stage: deal.offer.status === "accepted" ? ACCEPTED_ELSEWHERE : deal.stage },
  );
}

/** One offer's deal as the viewer may see it (dealsSeenBy). */
export function dealSeenBy(offer: Offer, viewer: Viewer, contracts: readonly Contract[], transactions: readonly Transaction[]): Deal {
  const [deal] = dealsSeenBy([offer], viewer, contracts, transactions);
  return deal ?? { offer, stage: dealStage(offer) };
}

/** Whose turn it is, said to the side looking at the offer; null once the offer is closed. */
export function turnSentence(offer: Pick<Offer, "status" | "counters">, side: DealSide, twoBrowsers = false): string | null {
  const turn = offerTurn(offer);
  if (!turn) return null;
  if (turn === side) return `Your turn: answer as the ${side}.`;
  const other = side === "buyer" ? "seller" : "buyer";
  if (twoBrowsers) return `Waiting for the ${other} to answer in their own browser: import their deal message when they send it to you.`;
  return `Waiting for the ${other} to answer. In this preview the ${other} side answers in this browser: switch the view above to act as the ${other}.`;
}
