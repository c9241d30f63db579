import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { timelineHas } from "@/lib/deals/contracts/timeline-has";
import type { RecordMeta } from "@/lib/payments/records";
import type { Contract, TimelineFact } from "@/lib/schemas/contract";
import type { CardSummary, Transaction } from "@/lib/schemas/transaction";

/*
 * The contract's escrow deposit (README.md): paid by card or crypto from the contract, it becomes
 * the contract's transaction, "In Escrow" until the contract completes (completion.ts). Payments
 * are simulated: the record and the timeline say what was recorded, not that money moved.
 */

/** How the deposit was paid: a card (brand and last four digits only) or a coin. */
export type DepositPayment = { method: "card"; card: CardSummary } | { method: "bitcoin" | "ethereum" };

/** The contract's deposit payment that counts: held in escrow, or released at completion. */
export function depositOf(contractId: string, transactions: readonly Transaction[]): Transaction | undefined {
  return transactions.find(
    (transaction) =>
      transaction.contractId === contractId &&
      transaction.type === "Deposit" &&
      (transaction.status === "escrow" || transaction.status === "completed" || transaction.status === "refunded"),
  );
}

/** Why the deposit cannot be paid now, or null when it can. `transactions` are the stored ones (any contract). */
export function escrowDepositBlocker(contract: Contract, transactions: readonly Transaction[]): string | null {
  if (contract.status === "cancelled") return "This contract was cancelled, so no deposit can be paid into escrow.";
  if (contract.status === "completed") return "This contract is completed: there is no deposit left to pay.";
  if (contract.depositCents <= 0) return "This contract has no deposit to pay.";
  const paid = depositOf(contract.id, transactions);
  return paid ? `The deposit for this contract is already in escrow (${paid.id}).` : null;
}

/** The transaction a paid deposit becomes: the contract's amount and parties, "escrow" status, linked by contractId. */
export function escrowDepositRecord(contract: Contract, payment: DepositPayment, meta: RecordMeta): Transaction {
  return {
    id: meta.id,
    ...(contract.ownerId ? { ownerId: contract.ownerId } : {}),
    contractId: contract.id,
    property: contract.property,
    amountCents: contract.depositCents,
    type: "Deposit",
    status: "escrow",
    date: meta.date,
    buyer: contract.buyer.name,
    seller: contract.seller.name,
    method: payment.method,
    ...(payment.method === "card" ? { card: { brand: payment.card.brand, last4: payment.card.last4 } } : {}),
  };
}

/** The contract's timeline with the deposit recorded; refused for another contract's payment or one already recorded. */
export function recordEscrowDeposit(contract: Contract, deposit: Transaction): Contract {
  if (deposit.contractId !== contract.id || deposit.type !== "Deposit") {
    throw new ContractTransitionError("This payment is not this contract's deposit.");
  }
  const recorded = timelineHas(
    contract.timeline,
    (fact) => fact.kind === "deposit-in-escrow" && fact.transactionId === deposit.id,
    (entry) => entry.description.includes(deposit.id),
  );
  if (recorded) {
    throw new ContractTransitionError("This deposit is already on the contract's timeline.");
  }
  const fact: TimelineFact = {
    kind: "deposit-in-escrow",
    amountCents: deposit.amountCents,
    transactionId: deposit.id,
    ...(deposit.method ? { method: deposit.method } : {}),
    ...(deposit.card ? { card: deposit.card } : {}),
  };
  return { ...contract, timeline: [...contract.timeline, { date: deposit.date, fact }] };
}
