import type { Coin } from "@/lib/payments/crypto";
import type { ContractDeposit, PaymentPurpose, PurchaseDeposit } from "@/lib/payments/purpose";
import type { CardPayer } from "@/lib/payments/records";
import type { Transaction } from "@/lib/schemas/transaction";

/**
 * What the payment buttons need from a listing card. Plain types (no React), so the /buy and
 * /rent cards can import them without pulling in any dialog code.
 */

/** A reservation deposit toward a residence for sale (/buy). */
export type PurchasePaymentProps = {
  listingId: string;
  propertyName: string;
  /** Listing price in integer cents. */
  priceCents: number;
  /** The hotel brand, recorded as the seller (else "Hotel residence desk"). */
  brand?: string;
};

/** A booking of a residence to rent (/rent). Dates and guests come from the page's filters. */
export type BookingPaymentProps = {
  rentalId: string;
  propertyName: string;
  /** Nightly rate in integer cents. */
  rateCents: number;
  /** YYYY-MM-DD, or empty/undefined when not chosen yet: the dialog then asks for the dates first. */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** The most guests the residence takes (the guests choice stops there). */
  maxGuests?: number;
  brand?: string;
};

/** What a listing's own card button pays: a /buy deposit or a /rent booking. */
export type ListingCardPayment = ({ kind: "deposit" } & PurchasePaymentProps) | ({ kind: "booking" } & BookingPaymentProps);

/** What the card dialog takes: a listing's payment or a contract's escrow deposit. */
export type CardDialogPayment = ListingCardPayment | ContractDeposit;

/*
 * A checkout saves nothing by itself: its caller passes `save`, which records the payment once the
 * (simulated) charge went through and gives the stored transaction (the receipt), or throws the
 * store's StoreError. A listing's buttons open ListingCardPaymentDialog and ListingCryptoPaymentDialog,
 * which save with lib/payments/actions.ts (in the dialogs' lazily loaded code, not the page's); a
 * contract's page passes its deal's escrow action.
 */

/** What the card checkout knows once paid: what was paid for, and who paid (the card as brand and last four only). */
export type CardPaid = { purpose: PaymentPurpose; payer: CardPayer };
export type SaveCardPayment = (paid: CardPaid) => Promise<Transaction>;

/** What the crypto checkout knows once paid: the deposit and the coin it was paid in. */
export type CryptoPaid = { purpose: PurchaseDeposit | ContractDeposit; coin: Coin };
export type SaveCryptoPayment = (paid: CryptoPaid) => Promise<Transaction>;
