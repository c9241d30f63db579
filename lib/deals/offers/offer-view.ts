import { isVisibleTo } from "@/lib/account/ownership";
import type { Role } from "@/lib/schemas/account";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { offerTurn } from "./negotiation";

/*
 * What the /offers pages decide before they render: which side the person acts as, which offers
 * that side may see, and the sentence saying whose turn it is.
 * In this preview one browser plays both sides of a deal (lib/deals/README.md).
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

/** Whose turn it is, said to the side looking at the offer; null once the offer is closed. */
export function turnSentence(offer: Pick<Offer, "status" | "counters">, side: DealSide): string | null {
  const turn = offerTurn(offer);
  if (!turn) return null;
  if (turn === side) return `Your turn: answer as the ${side}.`;
  const other = side === "buyer" ? "seller" : "buyer";
  return `Waiting for the ${other} to answer. In this preview the ${other} side answers in this browser: switch the view above to act as the ${other}.`;
}
