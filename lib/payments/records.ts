import type { CardSummary, Transaction } from "@/lib/schemas/transaction";
import type { Coin } from "./crypto";
import { nightsBetween } from "@/lib/format";
import { amountDue, sellerOf, type ListingPurpose, type PurchaseDeposit } from "./purpose";

/**
 * The transaction record a completed payment becomes. Status: a deposit (card or crypto) is
 * "escrow", held until the purchase closes, as the /transactions page explains; a paid booking is
 * "completed". The record keeps the card's brand and last four digits, never the number or CVC.
 */

export type RecordMeta = {
  /** TXN-… */
  id: string;
  /** When the payment completed, an ISO timestamp. */
  date: string;
};

export type CardPayer = {
  email: string;
  cardholderName: string;
  card: CardSummary;
};

/** "Isabel Moreau (isabel@example.com)": who paid, as the record's buyer. */
export function payerLabel(cardholderName: string, email: string): string {
  const name = cardholderName.trim();
  const address = email.trim();
  return address ? `${name} (${address})` : name;
}

function base(purpose: ListingPurpose, meta: RecordMeta): Omit<Transaction, "buyer" | "method"> {
  const common = {
    id: meta.id,
    property: purpose.propertyName,
    amountCents: amountDue(purpose),
    date: meta.date,
    seller: sellerOf(purpose),
  };
  if (purpose.kind === "deposit") return { ...common, type: "Deposit", status: "escrow" };
  return {
    ...common,
    type: "Booking",
    status: "completed",
    booking: {
      checkIn: purpose.checkIn,
      checkOut: purpose.checkOut,
      nights: nightsBetween(purpose.checkIn, purpose.checkOut),
      guests: purpose.guests,
    },
  };
}

/** A card deposit or booking. */
export function cardTransaction(purpose: ListingPurpose, payer: CardPayer, meta: RecordMeta): Transaction {
  return {
    ...base(purpose, meta),
    buyer: payerLabel(payer.cardholderName, payer.email),
    method: "card",
    card: { brand: payer.card.brand, last4: payer.card.last4 },
  };
}

/** Crypto pays deposits only; there is no name to record, so the buyer is the person in this browser. */
export const CRYPTO_BUYER = "You (crypto wallet)";

/** A bitcoin or ethereum deposit. */
export function cryptoTransaction(purpose: PurchaseDeposit, coin: Coin, meta: RecordMeta): Transaction {
  return { ...base(purpose, meta), buyer: CRYPTO_BUYER, method: coin };
}
