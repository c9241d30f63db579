import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import type { Transaction } from "@/lib/schemas/transaction";
import { contractForOffer } from "./offers/contract-from-offer";
import { depositOf } from "./escrow/escrow-deposit";
import { offerTurn } from "./offers/negotiation";

/*
 * Where a deal stands, from its records (README.md): the offer until it is accepted, then the
 * contract made from it and the contract's deposit. Pure: /account's deal list computes it on
 * every render from what the store holds, so it can never disagree with the records.
 */

export type DealStage =
  | "offer_made"
  | "countered"
  | "accepted"
  | "awaiting_signatures"
  | "signed"
  | "deposit_in_escrow"
  | "completed"
  | "declined"
  | "withdrawn"
  | "cancelled";

export type DealStageView = {
  stage: DealStage;
  /** What the deal list shows. */
  label: string;
  /** Who acts next: the side answering an offer, the parties yet to sign, the buyer owing the deposit; empty when no one. */
  waitingOn: DealSide[];
};

const possessive: Record<DealSide, string> = { buyer: "the buyer's", seller: "the seller's" };

function awaitingSignatures(pending: DealSide[]): DealStageView {
  const label = pending.length === 1 ? `Contract awaiting ${possessive[pending[0] as DealSide]} signature` : "Contract awaiting signatures";
  return { stage: "awaiting_signatures", label, waitingOn: pending };
}

/** The stage of a contract and its deposit (`depositOf`), with or without an offer behind it. */
export function contractStage(contract: Contract, deposit?: Transaction): DealStageView {
  switch (contract.status) {
    case "cancelled":
      return { stage: "cancelled", label: deposit?.status === "refunded" ? "Cancelled: deposit refunded" : "Cancelled", waitingOn: [] };
    case "completed":
      return { stage: "completed", label: "Completed", waitingOn: [] };
    case "pending_signature":
      return awaitingSignatures(
        contract.signatures.filter((signature) => signature.status === "pending").map((signature) => signature.party),
      );
    case "in_review":
      if (deposit?.status === "escrow") return { stage: "deposit_in_escrow", label: "Deposit in escrow", waitingOn: [] };
      return { stage: "signed", label: "Signed (in review)", waitingOn: contract.depositCents > 0 ? ["buyer"] : [] };
  }
}

/** The stage of a deal: its offer's while there is no contract, else its contract's. */
export function dealStage(offer: Offer, contract?: Contract, deposit?: Transaction): DealStageView {
  if (contract) return contractStage(contract, deposit);
  switch (offer.status) {
    case "submitted":
      return { stage: "offer_made", label: "Offer made", waitingOn: ["seller"] };
    case "countered": {
      const turn = offerTurn(offer) ?? "seller";
      return { stage: "countered", label: `Countered: ${possessive[turn]} turn`, waitingOn: [turn] };
    }
    case "accepted":
      return { stage: "accepted", label: "Accepted: contract not prepared yet", waitingOn: [] };
    case "declined":
      return { stage: "declined", label: "Declined", waitingOn: [] };
    case "withdrawn":
      return { stage: "withdrawn", label: "Withdrawn", waitingOn: [] };
  }
}

/** One deal of the /account list: the offer, the contract made from it and its deposit, where they exist. */
export type Deal = { offer: Offer; contract?: Contract; deposit?: Transaction; stage: DealStageView };

/** Every offer as a deal, newest offer first, with its contract and deposit found among the stored records. */
export function dealsFrom(offers: readonly Offer[], contracts: readonly Contract[], transactions: readonly Transaction[]): Deal[] {
  return [...offers]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((offer) => {
      const contract = contractForOffer(offer.id, contracts);
      const deposit = contract ? depositOf(contract.id, transactions) : undefined;
      return {
        offer,
        ...(contract ? { contract } : {}),
        ...(deposit ? { deposit } : {}),
        stage: dealStage(offer, contract, deposit),
      };
    });
}
