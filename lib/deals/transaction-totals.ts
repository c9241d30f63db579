import type { Transaction, TransactionStatus } from "@/lib/schemas/transaction";

/*
 * The /transactions summary and tabs, computed from the listed records (samples plus
 * payments made on the site). Amounts in integer cents. A refunded deposit (a cancelled deal's)
 * counts in neither escrow nor completed, and is no longer open.
 */

export type TransactionTotals = {
  /** Sum of transactions held in escrow. */
  inEscrow: number;
  /** Sum of completed transactions. */
  completed: number;
  /** How many transactions are still open (pending, in escrow, failed): not completed, not refunded. */
  active: number;
};

export function transactionTotals(transactions: readonly Pick<Transaction, "amountCents" | "status">[]): TransactionTotals {
  let inEscrow = 0;
  let completed = 0;
  let active = 0;
  for (const transaction of transactions) {
    if (transaction.status === "escrow") inEscrow += transaction.amountCents;
    if (transaction.status === "completed") completed += transaction.amountCents;
    else if (transaction.status !== "refunded") active += 1;
  }
  return { inEscrow, completed, active };
}

export const transactionTabs = [
  { value: "all", label: "All Transactions", status: null },
  { value: "pending", label: "Pending", status: "pending" },
  { value: "escrow", label: "In Escrow", status: "escrow" },
  { value: "completed", label: "Completed", status: "completed" },
] as const satisfies readonly { value: string; label: string; status: TransactionStatus | null }[];

export type TransactionTab = (typeof transactionTabs)[number]["value"];

/** The transactions of a tab, newest first (ties by id, so the order is stable). */
export function transactionsForTab<T extends Pick<Transaction, "id" | "status" | "date">>(
  transactions: readonly T[],
  tab: TransactionTab,
): T[] {
  const status = transactionTabs.find((entry) => entry.value === tab)?.status ?? null;
  return transactions
    .filter((transaction) => status === null || transaction.status === status)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
