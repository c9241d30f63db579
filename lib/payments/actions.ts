import { currentOwner } from "@/lib/account/current-owner";
import type { Transaction } from "@/lib/schemas/transaction";
import { writableStore } from "@/lib/store/writes";
import type { Coin } from "./crypto";
import { transactionId } from "./ids";
import type { ListingPurpose, PurchaseDeposit } from "./purpose";
import { cardTransaction, cryptoTransaction, type CardPayer, type RecordMeta } from "./records";

/*
 * The payment writes of a listing's own buttons (/buy deposits, /rent bookings): the completed
 * (simulated) payment's record, kept by whoever is signed in on this tab. A contract's escrow
 * deposit is written by its deal (lib/deals/escrow/actions.ts). Each action takes the store last
 * (the site's, unless a test passes its own) and throws the store's StoreError when it cannot save.
 */

const completedNow = (): RecordMeta => ({ id: transactionId(), date: new Date().toISOString() });

/** A card deposit or booking: the card's brand and last four digits only, never its number or security code. */
export function saveCardPayment(purpose: ListingPurpose, payer: CardPayer, store = writableStore): Promise<Transaction> {
  return store.transactions.create({ ...cardTransaction(purpose, payer, completedNow()), ...currentOwner() });
}

/** A bitcoin or ethereum reservation deposit. */
export function saveCryptoPayment(purpose: PurchaseDeposit, coin: Coin, store = writableStore): Promise<Transaction> {
  return store.transactions.create({ ...cryptoTransaction(purpose, coin, completedNow()), ...currentOwner() });
}
