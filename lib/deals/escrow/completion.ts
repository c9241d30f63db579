import { completeContract, completionBlocker, ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";
import { depositOf } from "./escrow-deposit";

/*
 * Completing a deal (README.md): the contract closes (in_review -> completed) and its deposit
 * leaves escrow, the transaction becoming "completed". They are two records in two collections,
 * so the page writes the contract first (the atomic check that the sale closes once) and then the
 * transaction; if the second write fails, escrowAwaitingRelease finds it on a later visit.
 */

/** Why the deal cannot complete now, or null when it can. `deposit` is depositOf(contract.id, transactions). */
export function dealCompletionBlocker(contract: Contract, deposit: Transaction | undefined): string | null {
  const blocker = completionBlocker(contract);
  if (blocker) return blocker;
  if (deposit && deposit.contractId !== contract.id) return "This payment is not this contract's deposit.";
  if (contract.depositCents > 0 && deposit?.status !== "escrow") return "The deposit must be in escrow before the sale can complete.";
  return null;
}

/** The completed contract, its timeline saying so and, when a deposit was held, that escrow was released. */
export function completeDeal(contract: Contract, deposit: Transaction | undefined, input: { at: string }): Contract {
  const blocker = dealCompletionBlocker(contract, deposit);
  if (blocker) throw new ContractTransitionError(blocker);
  const completed = completeContract(contract, input);
  if (deposit?.status !== "escrow") return completed;
  return {
    ...completed,
    timeline: [
      ...completed.timeline,
      { date: input.at, fact: { kind: "escrow-released", amountCents: deposit.amountCents, transactionId: deposit.id } },
    ],
  };
}

/** The deposit transaction once its contract has completed: status "completed". Refused unless it is held and the contract closed. */
export function releaseEscrow(deposit: Transaction, contract: Pick<Contract, "id" | "status">): Transaction {
  if (deposit.contractId !== contract.id) throw new ContractTransitionError("This payment is not this contract's deposit.");
  if (deposit.status !== "escrow") throw new ContractTransitionError("This payment is not held in escrow.");
  if (contract.status !== "completed") throw new ContractTransitionError("Escrow is released only when the contract completes.");
  return { ...deposit, status: "completed" };
}

/** A completed contract's deposit still marked In Escrow (its release was not written): release it. */
export function escrowAwaitingRelease(contract: Contract, transactions: readonly Transaction[]): Transaction | undefined {
  if (contract.status !== "completed") return undefined;
  const deposit = depositOf(contract.id, transactions);
  return deposit?.status === "escrow" ? deposit : undefined;
}
