import { sampleTransactions } from "@/data/transactions";

export { sampleTransactions };

/** The seeded transactions' ids: /account leaves them out of what this browser did. */
export const sampleTransactionIds: ReadonlySet<string> = new Set(sampleTransactions.map((transaction) => transaction.id));
