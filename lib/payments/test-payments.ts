import type { CardPayer } from "./records";
import type { PurchaseDeposit, RentalBooking } from "./purpose";

/** Payments for the tests of lib/payments: a /buy reservation deposit, a /rent booking (no brand) and who paid by card. */

export const DEPOSIT: PurchaseDeposit = {
  kind: "deposit",
  listingId: "aman-miami-beach",
  propertyName: "Aman Miami Beach",
  priceCents: 8_500_000_00,
  brand: "Aman",
};

export const BOOKING: RentalBooking = {
  kind: "booking",
  rentalId: "ritz-carlton-miami-beach-lagoon-villa",
  propertyName: "Lagoon Villa at Ritz-Carlton Miami Beach",
  rateCents: 4_500_00,
  checkIn: "2026-12-20",
  checkOut: "2026-12-23",
  guests: 4,
};

export const PAYER: CardPayer = { email: "isabel@example.com", cardholderName: "Isabel Moreau", card: { brand: "visa", last4: "4242" } };
