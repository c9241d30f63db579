import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { sampleTransactions } from "@/lib/catalogue/transaction-samples";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { Transaction } from "@/lib/schemas/transaction";
import { contractStage, dealsFrom, dealStage, type DealStageView } from "./deal-stage";
import { escrowDepositRecord } from "./escrow/escrow-deposit";
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from "./offers/negotiation";
import { acceptedContract, BUYER_TERMS, later, SELLER_TERMS, signedContract, startClock, submittedOffer } from "./offers/test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

const countered = () => counterOffer(submittedOffer(), { by: "seller", at: later(), terms: SELLER_TERMS });
const deposit = (contract: Contract, status: Transaction["status"] = "escrow"): Transaction => ({
  ...escrowDepositRecord(contract, { method: "bitcoin" }, { id: "TXN-STAGE1", date: later() }),
  status,
});
const withSignature = (contract: Contract, party: "buyer" | "seller"): Contract => ({
  ...contract,
  signatures: contract.signatures.map((signature) =>
    signature.party === party ? { ...signature, status: "signed", date: later(), signedName: signature.name } : signature,
  ),
});

describe("the stage of a deal", () => {
  const stages: [string, () => [Offer, Contract?, Transaction?], DealStageView][] = [
    ["an offer made", () => [submittedOffer()], { stage: "offer_made", label: "Offer made", waitingOn: ["seller"] }],
    ["a seller's counter", () => [countered()], { stage: "countered", label: "Countered: the buyer's turn", waitingOn: ["buyer"] }],
    [
      "a buyer's counter back",
      () => [counterOffer(countered(), { by: "buyer", at: later(), terms: BUYER_TERMS })],
      { stage: "countered", label: "Countered: the seller's turn", waitingOn: ["seller"] },
    ],
    [
      "an acceptance whose contract is not written yet",
      () => [acceptOffer(submittedOffer(), { by: "seller", at: later() })],
      { stage: "accepted", label: "Accepted: contract not prepared yet", waitingOn: [] },
    ],
    [
      "a contract awaiting both signatures",
      () => [submittedOffer(), acceptedContract()],
      { stage: "awaiting_signatures", label: "Contract awaiting signatures", waitingOn: ["buyer", "seller"] },
    ],
    [
      "a contract awaiting the seller, deposit paid early",
      () => [submittedOffer(), withSignature(acceptedContract(), "buyer"), deposit(acceptedContract())],
      { stage: "awaiting_signatures", label: "Contract awaiting the seller's signature", waitingOn: ["seller"] },
    ],
    [
      "a signed contract without its deposit",
      () => [submittedOffer(), signedContract()],
      { stage: "signed", label: "Signed (in review)", waitingOn: ["buyer"] },
    ],
    [
      "a signed contract with no deposit to pay",
      () => [submittedOffer(), signedContract({ depositCents: 0 })],
      { stage: "signed", label: "Signed (in review)", waitingOn: [] },
    ],
    [
      "a signed contract whose deposit is in escrow",
      () => [submittedOffer(), signedContract(), deposit(acceptedContract())],
      { stage: "deposit_in_escrow", label: "Deposit in escrow", waitingOn: [] },
    ],
    [
      "a completed contract",
      () => [submittedOffer(), signedContract({ status: "completed" }), deposit(acceptedContract(), "completed")],
      { stage: "completed", label: "Completed", waitingOn: [] },
    ],
    [
      "a declined offer",
      () => [declineOffer(countered(), { by: "buyer", at: later() })],
      { stage: "declined", label: "Declined", waitingOn: [] },
    ],
    [
      "a withdrawn offer",
      () => [withdrawOffer(submittedOffer(), { at: later() })],
      { stage: "withdrawn", label: "Withdrawn", waitingOn: [] },
    ],
    [
      "a cancelled contract",
      () => [submittedOffer(), acceptedContract({ status: "cancelled" }), deposit(acceptedContract())],
      { stage: "cancelled", label: "Cancelled", waitingOn: [] },
    ],
    [
      "a cancelled contract whose deposit was refunded",
      () => [submittedOffer(), acceptedContract({ status: "cancelled" }), { ...deposit(acceptedContract()), status: "refunded" as const }],
      { stage: "cancelled", label: "Cancelled: deposit refunded", waitingOn: [] },
    ],
  ];

  it.each(stages)("is right for %s", (_case, records, expected) => {
    const [offer, contract, transaction] = records();
    expect(dealStage(offer, contract, transaction)).toEqual(expected);
  });

  it("reads the sample contracts, which came from no offer here", () => {
    const stageOf = (id: string) => {
      const contract = sampleContracts.find((sample) => sample.id === id);
      if (!contract) throw new Error(`no sample ${id}`);
      return contractStage(contract).stage;
    };
    expect(["1", "2", "3", "4"].map(stageOf)).toEqual(["awaiting_signatures", "awaiting_signatures", "signed", "completed"]);
  });
});

describe("the deal list", () => {
  it("pairs each offer with its contract and deposit, newest offer first", () => {
    const older = acceptOffer(submittedOffer(), { by: "seller", at: later() });
    const newer = submittedOffer({ id: "offer-newer", createdAt: "2026-11-21T08:00:00.000Z" });
    const contract = { ...acceptedContract(), offerId: older.id };
    const paid = deposit(contract);
    const deals = dealsFrom([older, newer], [sampleContracts[0] as Contract, contract], [...sampleTransactions, paid]);
    expect(deals.map((deal) => [deal.offer.id, deal.contract?.id, deal.deposit?.id, deal.stage.stage])).toEqual([
      ["offer-newer", undefined, undefined, "offer_made"],
      ["offer-aman", "7", "TXN-STAGE1", "awaiting_signatures"],
    ]);
    expect(deals[0]).not.toHaveProperty("contract");
  });
});
