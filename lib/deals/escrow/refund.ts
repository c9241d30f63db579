import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { timelineHas } from "@/lib/deals/contracts/timeline-has";
import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";
import { depositOf } from "./escrow-deposit";

/*
 * Refunding a cancelled deal's deposit (issue 30, item 1; README.md): the contract is cancelled
 * first (its own atomic check), then the deposit leaves escrow back to the buyer, the transaction
 * becoming "refunded", and the timeline says so. Two records in two collections, as with a
 * completion: if the second write fails, escrowAwaitingRefund finds it on a later visit.
 */

/** The deposit transaction once its contract is cancelled: status "refunded". Refused unless it is held and the contract cancelled. */
export function refundEscrow(deposit: Transaction, contract: Pick<Contract, "id" | "status">): Transaction {
  if (deposit.contractId !== contract.id) throw new ContractTransitionError("This payment is not this contract's deposit.");
  if (deposit.status !== "escrow") throw new ContractTransitionError("This payment is not held in escrow.");
  if (contract.status !== "cancelled") throw new ContractTransitionError("Escrow is refunded only when the contract is cancelled.");
  return { ...deposit, status: "refunded" };
}

/** The cancelled contract's timeline with the refund, once: a deposit already recorded as refunded is not added again. */
export function recordRefund(contract: Contract, deposit: Transaction, input: { at: string }): Contract {
  if (contract.status !== "cancelled") throw new ContractTransitionError("Escrow is refunded only when the contract is cancelled.");
  const refunded = timelineHas(
    contract.timeline,
    (fact) => fact.kind === "deposit-refunded",
    (entry) => entry.event === "Deposit refunded",
  );
  if (refunded) return contract;
  return {
    ...contract,
    timeline: [
      ...contract.timeline,
      { date: input.at, fact: { kind: "deposit-refunded", amountCents: deposit.amountCents, transactionId: deposit.id } },
    ],
  };
}

/** A cancelled contract's deposit still marked In Escrow (its refund was not written): refund it. */
export function escrowAwaitingRefund(contract: Contract, transactions: readonly Transaction[]): Transaction | undefined {
  if (contract.status !== "cancelled") return undefined;
  const deposit = depositOf(contract.id, transactions);
  return deposit?.status === "escrow" ? deposit : undefined;
}
