import { nightsBetween } from "@/lib/format";
import type { Cents } from "@/lib/money";
import { shareOf, type BasisPoints } from "@/lib/money-shares";

/**
 * What a payment is for: a reservation deposit toward a purchase listing, a rental booking, or a
 * contract's escrow deposit (lib/deals).
 * Amounts are integer cents, as everywhere (lib/money.ts).
 */

/**
 * The reservation deposit taken by card or crypto on /buy: 1% of the listing price, held in
 * escrow and credited toward the purchase. (A contract's full deposit, usually 10%, is agreed
 * later and paid by wire.)
 */
export const RESERVATION_DEPOSIT_RATE: BasisPoints = 100;

/** The smallest reservation deposit: $1. */
export const MINIMUM_DEPOSIT: Cents = 100;

export const RESERVATION_DEPOSIT_LABEL = "1%";

/** Who receives a payment when the listing's brand is not known. */
export const DEFAULT_SELLER = "Hotel residence desk";

/** A reservation deposit toward a residence for sale. */
export type PurchaseDeposit = {
  kind: "deposit";
  listingId: string;
  propertyName: string;
  /** Listing price in integer cents. */
  priceCents: Cents;
  /** The hotel brand, recorded as the seller. */
  brand?: string;
};

/** A stay: dates as YYYY-MM-DD, check-out after check-in. */
export type Stay = { checkIn: string; checkOut: string; guests: number };

/** A booking of a rental residence. */
export type RentalBooking = {
  kind: "booking";
  rentalId: string;
  propertyName: string;
  /** Nightly rate in integer cents. */
  rateCents: Cents;
  brand?: string;
} & Stay;

/** A contract's escrow deposit: the amount the contract agrees (lib/deals/escrow/actions.ts writes its record). */
export type ContractDeposit = {
  kind: "contract-deposit";
  contractId: string;
  propertyName: string;
  depositCents: Cents;
};

/** What a listing's own buttons pay (the records of records.ts). */
export type ListingPurpose = PurchaseDeposit | RentalBooking;

export type PaymentPurpose = ListingPurpose | ContractDeposit;

/** 1% of the price, to the cent (at least $1). */
export function reservationDeposit(price: Cents): Cents {
  return Math.max(MINIMUM_DEPOSIT, shareOf(price, RESERVATION_DEPOSIT_RATE));
}

/** What the person pays, in cents: the deposit, the contract's deposit, or rate × nights. */
export function amountDue(purpose: PaymentPurpose): Cents {
  if (purpose.kind === "contract-deposit") return purpose.depositCents;
  return purpose.kind === "deposit"
    ? reservationDeposit(purpose.priceCents)
    : purpose.rateCents * nightsBetween(purpose.checkIn, purpose.checkOut);
}

/** The seller on the record: the listing's brand, else the hotel residence desk. */
export function sellerOf(purpose: ListingPurpose): string {
  return purpose.brand?.trim() || DEFAULT_SELLER;
}
