import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { escrowDepositRecord } from "@/lib/deals/escrow/escrow-deposit";
import type { Transaction } from "@/lib/schemas/transaction";
import { acceptOffer } from "./negotiation";
import { dealSeenBy, dealsSeenBy, type Viewer } from "./offer-view";
import { later, signedContract, startClock, submittedOffer } from "./test-deals";

// Julian's deal (an offer accepted into a contract, signed, its deposit in escrow), seen by Julian and
// by another account of the browser acting as the seller (issue 26, item 7).
beforeEach(startClock);
afterEach(() => vi.useRealTimers());

const julian: Viewer = { accountId: "acc-julian", role: "buyer" };
const otherSeller: Viewer = { accountId: "acc-seller", role: "seller" };

function julianDeal() {
  const offer = acceptOffer(submittedOffer({ ownerId: "acc-julian" }), { by: "seller", at: later() });
  const contract = signedContract();
  const deposit: Transaction = {
    ...escrowDepositRecord(contract, { method: "bitcoin" }, { id: "TXN-SEEN1", date: later() }),
    ownerId: "acc-julian",
    status: "escrow",
  };
  return { offer, contracts: [contract], transactions: [deposit] };
}

describe("a deal as the viewer may see it", () => {
  it("shows its owner the contract, the deposit and the stage they give", () => {
    const { offer, contracts, transactions } = julianDeal();
    const deal = dealSeenBy(offer, julian, contracts, transactions);
    expect(deal.contract?.id).toBe(contracts[0]?.id);
    expect(deal.deposit?.id).toBe("TXN-SEEN1");
    expect(deal.stage.label).toBe("Deposit in escrow");
  });

  it("shows another account's seller no contract, deposit, signing or escrow stage: the offer is only 'Accepted'", () => {
    const { offer, contracts, transactions } = julianDeal();
    const deal = dealSeenBy(offer, otherSeller, contracts, transactions);
    expect(deal.contract).toBeUndefined();
    expect(deal.deposit).toBeUndefined();
    expect(deal.stage).toEqual({ stage: "accepted", label: "Accepted", waitingOn: [] });
    expect(JSON.stringify(dealsSeenBy([offer], otherSeller, contracts, transactions))).not.toContain(contracts[0]!.seller.name);
  });

  it("never pairs the viewer's own offer with another account's contract or payment", () => {
    const { offer, contracts, transactions } = julianDeal();
    const own = { ...offer, ownerId: "acc-seller" };
    const deal = dealSeenBy(own, otherSeller, contracts, transactions);
    expect(deal.contract).toBeUndefined();
    expect(deal.stage.label).toBe("Accepted: contract not prepared yet");
  });
});
