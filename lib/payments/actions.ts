import { isStoreError, store } from "@/lib/store";
import type { Transaction } from "@/lib/schemas/transaction";
import { currentOwner } from "@/lib/account/current-owner";

/** Writes a completed payment's record; throws the store's StoreError when it cannot. */
export function saveTransaction(record: Transaction): Promise<Transaction> {
  return store.transactions.create({ ...record, ...currentOwner() });
}

/** The sentence the dialog shows when saving failed: the store's own, else a plain fallback. */
export function saveErrorMessage(error: unknown): string {
  return isStoreError(error) ? error.message : "The payment could not be saved in this browser. Nothing you typed has been lost.";
}
