import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { transactionId } from "@/lib/payments/ids";
import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";
import { StoreError } from "@/lib/store";
import { writableStore } from "@/lib/store/writes";
import { cancelStoredContract } from "@/lib/deals/contracts/actions";
import { completeDeal, escrowAwaitingRelease, releaseEscrow } from "./completion";
import { depositOf, escrowDepositBlocker, escrowDepositRecord, recordEscrowDeposit, type DepositPayment } from "./escrow-deposit";
import { escrowAwaitingRefund, recordRefund, refundEscrow } from "./refund";

/*
 * The escrow writes of the contract page (lib/deals/escrow/README.md). A deposit and a completion
 * each change a contract and a transaction, and the store has no transaction across collections:
 * the record that decides is written first, the other after. If the second write fails, the stage
 * still reads right from the records, and the next visit finishes a release left undone.
 * Each action takes the store last (the site's, unless a test passes its own).
 */

function refused(error: unknown): never {
  if (error instanceof ContractTransitionError) throw new StoreError("conflict", error.message);
  throw error;
}

/** Records the contract's deposit as paid into escrow (a simulated payment), then notes it on the contract's timeline. */
export async function saveEscrowDeposit(contractId: string, payment: DepositPayment, store = writableStore): Promise<Transaction> {
  const contract = await store.contracts.get(contractId);
  if (!contract) throw new StoreError("not-found", "This contract is no longer in this browser.");
  const blocker = escrowDepositBlocker(contract, await store.transactions.list());
  if (blocker) throw new StoreError("conflict", blocker);
  const deposit = await store.transactions.create(
    escrowDepositRecord(contract, payment, { id: transactionId(), date: new Date().toISOString() }),
  );
  // The deposit is held whether or not this line is written: the stage reads it from the transaction.
  await store.contracts.update(contractId, (current) => recordEscrowDeposit(current, deposit)).catch(() => undefined);
  return deposit;
}

/** Releases a completed contract's deposit still marked In Escrow (its release was not written); none: nothing to do. */
export async function releaseAwaitingEscrow(
  contract: Contract,
  transactions: readonly Transaction[],
  store = writableStore,
): Promise<Transaction | null> {
  const held = escrowAwaitingRelease(contract, transactions);
  if (!held) return null;
  return store.transactions.update(held.id, (current) => {
    try {
      return releaseEscrow(current, contract);
    } catch (error) {
      return refused(error);
    }
  });
}

/** Completes the contract (in review, its deposit in escrow), then releases the deposit. */
export async function completeStoredDeal(contractId: string, store = writableStore): Promise<Contract> {
  const deposit = depositOf(contractId, await store.transactions.list());
  const completed = await store.contracts.update(contractId, (current) => {
    try {
      return completeDeal(current, deposit, { at: new Date().toISOString() });
    } catch (error) {
      return refused(error);
    }
  });
  await releaseAwaitingEscrow(completed, deposit ? [deposit] : [], store);
  return completed;
}

/**
 * Refunds a cancelled contract's deposit still marked In Escrow (left half-written, or the cancel
 * just written), then notes the refund on the contract's timeline; none: nothing to do.
 */
export async function refundAwaitingEscrow(
  contract: Contract,
  transactions: readonly Transaction[],
  store = writableStore,
): Promise<Transaction | null> {
  const held = escrowAwaitingRefund(contract, transactions);
  if (!held) return null;
  const refunded = await store.transactions.update(held.id, (current) => {
    // The contract page finishes a refund it sees half-written: the other caller may have been first.
    if (current.status === "refunded") return current;
    try {
      return refundEscrow(current, contract);
    } catch (error) {
      return refused(error);
    }
  });
  // The refund is made whether or not this line is written: the transaction says it.
  const at = new Date().toISOString();
  await store.contracts.update(contract.id, (current) => recordRefund(current, refunded, { at })).catch(() => undefined);
  return refunded;
}

/** Cancels the contract (lib/deals/contracts), then refunds its deposit if one is held in escrow (`refunded`, else null). */
export async function cancelStoredDeal(
  contractId: string,
  store = writableStore,
): Promise<{ contract: Contract; refunded: Transaction | null }> {
  const cancelled = await cancelStoredContract(contractId, store);
  const refunded = await refundAwaitingEscrow(cancelled, await store.transactions.list(), store);
  const contract = refunded ? ((await store.contracts.get(contractId)) ?? cancelled) : cancelled;
  return { contract, refunded };
}
