import type { ContractDeposit } from "@/lib/payments/purpose";

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

/** What the card dialog takes: a /buy deposit, a /rent booking or a contract's escrow deposit. */
export type CardDialogPayment =
  ({ kind: "deposit" } & PurchasePaymentProps) | ({ kind: "booking" } & BookingPaymentProps) | ContractDeposit;
