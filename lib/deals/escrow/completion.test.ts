import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import * as z from "zod/mini";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { transactionSchema, type Transaction } from "@/lib/schemas/transaction";
import { completeDeal, dealCompletionBlocker, escrowAwaitingRelease, releaseEscrow } from "./completion";
import { escrowDepositRecord } from "./escrow-deposit";
import { acceptedContract, isStoredContract, later, signedContract, startClock } from "@/lib/deals/offers/test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

function heldDeposit(overrides: Partial<Transaction> = {}): Transaction {
  return { ...escrowDepositRecord(acceptedContract(), { method: "ethereum" }, { id: "TXN-ESCR0W", date: later() }), ...overrides };
}

describe("completing a deal", () => {
  it("completes a signed contract whose deposit is in escrow, and the timeline says the escrow was released", () => {
    const at = later(24);
    const contract = completeDeal(signedContract(), heldDeposit(), { at });
    expect(contract.status).toBe("completed");
    expect(timelineWords(contract.timeline).slice(-2)).toEqual([
      { date: at, event: "Contract completed", description: "Marked completed on this device: the sale has closed." },
      {
        date: at,
        event: "Escrow released",
        description: "The deposit of $825,000 (TXN-ESCR0W) was released from escrow as the contract completed.",
      },
    ]);
    expect(isStoredContract(contract)).toBe(true);
  });

  it("completes a contract without a deposit with no escrow to release", () => {
    const contract = completeDeal(signedContract({ depositCents: 0 }), undefined, { at: later() });
    expect(timelineWords(contract.timeline).at(-1)?.event).toBe("Contract completed");
  });

  it.each([
    ["awaiting signatures", acceptedContract, "Every party must sign this contract before the sale can complete."],
    ["cancelled", () => signedContract({ status: "cancelled" }), "This contract was cancelled, so the sale cannot complete."],
    ["completed", () => signedContract({ status: "completed" }), "This contract is already completed."],
  ])("refuses a contract %s", (_case, make, message) => {
    expect(dealCompletionBlocker(make(), heldDeposit())).toBe(message);
    expect(() => completeDeal(make(), heldDeposit(), { at: later() })).toThrow(new ContractTransitionError(message));
  });

  it("refuses while the deposit is not in escrow, or with another contract's payment", () => {
    const unpaid = "The deposit must be in escrow before the sale can complete.";
    expect(() => completeDeal(signedContract(), undefined, { at: later() })).toThrow(unpaid);
    expect(dealCompletionBlocker(signedContract(), heldDeposit({ status: "failed" }))).toBe(unpaid);
    expect(dealCompletionBlocker(signedContract(), heldDeposit({ contractId: "8" }))).toBe("This payment is not this contract's deposit.");
  });
});

describe("releasing the escrow", () => {
  it("completes the deposit's transaction once its contract completed", () => {
    const deposit = heldDeposit();
    const contract = completeDeal(signedContract(), deposit, { at: later() });
    const released = releaseEscrow(deposit, contract);
    expect(released).toEqual({ ...deposit, status: "completed" });
    expect(z.safeParse(transactionSchema, released).success).toBe(true);
  });

  it("refuses before completion, twice, or for another contract", () => {
    expect(() => releaseEscrow(heldDeposit(), signedContract())).toThrow("Escrow is released only when the contract completes.");
    const completed = signedContract({ status: "completed" });
    expect(() => releaseEscrow(heldDeposit({ status: "completed" }), completed)).toThrow("This payment is not held in escrow.");
    expect(() => releaseEscrow(heldDeposit({ contractId: "8" }), completed)).toThrow("This payment is not this contract's deposit.");
  });

  it("finds a completed contract's deposit still in escrow, so a later visit can release it", () => {
    const deposit = heldDeposit();
    expect(escrowAwaitingRelease(signedContract({ status: "completed" }), [deposit])).toBe(deposit);
    expect(escrowAwaitingRelease(signedContract({ status: "completed" }), [{ ...deposit, status: "completed" }])).toBeUndefined();
    expect(escrowAwaitingRelease(signedContract(), [deposit])).toBeUndefined();
  });
});
