import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { transactionSchema, type Transaction } from "@/lib/schemas/transaction";
import { escrowDepositRecord } from "./escrow-deposit";
import { escrowAwaitingRefund, recordRefund, refundEscrow } from "./refund";
import { acceptedContract, isStoredContract, later, signedContract, startClock } from "@/lib/deals/offers/test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

function heldDeposit(overrides: Partial<Transaction> = {}): Transaction {
  return { ...escrowDepositRecord(acceptedContract(), { method: "ethereum" }, { id: "TXN-ESCR0W", date: later() }), ...overrides };
}

const cancelled = () => signedContract({ status: "cancelled" });

describe("refunding a cancelled deal's deposit", () => {
  it("moves a held deposit to refunded once its contract is cancelled, a record the schema takes", () => {
    const refunded = refundEscrow(heldDeposit(), cancelled());
    expect(refunded.status).toBe("refunded");
    expect(transactionSchema.safeParse(refunded).success).toBe(true);
  });

  it.each([
    ["another contract's payment", () => heldDeposit({ contractId: "99" }), cancelled, "This payment is not this contract's deposit."],
    ["a deposit already released", () => heldDeposit({ status: "completed" }), cancelled, "This payment is not held in escrow."],
    ["a deposit already refunded", () => heldDeposit({ status: "refunded" }), cancelled, "This payment is not held in escrow."],
    ["a contract still open", () => heldDeposit(), () => signedContract(), "Escrow is refunded only when the contract is cancelled."],
  ])("refuses %s", (_, deposit, contract, message) => {
    expect(() => refundEscrow(deposit(), contract())).toThrow(new ContractTransitionError(message));
  });

  it("records the refund on the timeline with its date and amount, once", () => {
    const at = later(2);
    const contract = recordRefund(cancelled(), heldDeposit(), { at });
    expect(contract.timeline.at(-1)).toEqual({
      date: at,
      fact: { kind: "deposit-refunded", amountCents: 825_000_00, transactionId: "TXN-ESCR0W" },
    });
    expect(timelineWords(contract.timeline).at(-1)).toEqual({
      date: at,
      event: "Deposit refunded",
      description: "The deposit of $825,000 (TXN-ESCR0W) was refunded from escrow to the buyer as the contract was cancelled.",
    });
    expect(recordRefund(contract, heldDeposit(), { at: later(3) }).timeline).toHaveLength(contract.timeline.length);
    expect(isStoredContract(contract)).toBe(true);
  });

  it("finds a cancelled contract's deposit still in escrow, so a later visit finishes the refund", () => {
    expect(escrowAwaitingRefund(cancelled(), [heldDeposit()])?.id).toBe("TXN-ESCR0W");
    expect(escrowAwaitingRefund(cancelled(), [heldDeposit({ status: "refunded" })])).toBeUndefined();
    expect(escrowAwaitingRefund(signedContract(), [heldDeposit()])).toBeUndefined();
  });
});
