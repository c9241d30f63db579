import { parseMoney } from "@/lib/money-input";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { Offer, OfferForm, OfferProperty } from "@/lib/schemas/offer";
import { depositCentsFor } from "@/lib/deals/offers/deposit-input";

/** The header's defaults when no listing came with the link (spec: 'Property', 'Contact for pricing'). */
export const DEFAULT_OFFER_PROPERTY: OfferProperty = { name: "Property", location: "", price: "Contact for pricing" };

/** Spec section 1: purchases over $1M may need extra verification; over $4M get concierge help. In cents. */
export const VERIFICATION_THRESHOLD = 1_000_000_00;
export const CONCIERGE_THRESHOLD = 4_000_000_00;

/** What an offer is about: the handed-over listing, or the defaults. */
export function offerPropertyFrom(listing: PurchaseListing | null): OfferProperty {
  if (!listing) return DEFAULT_OFFER_PROPERTY;
  return {
    name: listing.name,
    location: listing.location,
    price: listing.priceCents,
    beds: listing.beds,
    baths: listing.baths,
    sqft: listing.sqft,
    listingId: listing.id,
  };
}

/** Which amount notes apply to what is typed in the offer amount (nothing for unreadable text). */
export function offerAmountNotes(text: string): { verification: boolean; concierge: boolean } {
  const amount = parseMoney(text) ?? 0;
  return { verification: amount > VERIFICATION_THRESHOLD, concierge: amount > CONCIERGE_THRESHOLD };
}

/**
 * The stored offer for a form that passed offerFormSchema: amounts in integer cents, optional
 * text kept as typed (trimmed by the schema). The escrow deposit is the one the buyer proposes (an
 * amount, or a percentage of the offer worked out here in whole cents), which the seller side may
 * counter (lib/deals).
 */
export function buildOffer(form: OfferForm, property: OfferProperty, meta: { id: string; now: Date }): Offer {
  const offerAmountCents = parseMoney(form.offerAmount);
  const downPaymentCents = parseMoney(form.downPayment);
  const depositCents = offerAmountCents === null ? null : depositCentsFor(form.deposit, offerAmountCents);
  if (offerAmountCents === null || downPaymentCents === null || depositCents === null)
    throw new TypeError("The offer form has not been validated");
  return {
    id: meta.id,
    createdAt: meta.now.toISOString(),
    status: "submitted",
    property,
    offerAmountCents,
    downPaymentCents,
    depositCents,
    closingDate: form.closingDate,
    financingType: form.financingType,
    contingencies: form.contingencies ?? "",
    additionalTerms: form.additionalTerms ?? "",
    buyerName: form.buyerName,
    buyerEmail: form.buyerEmail,
    buyerPhone: form.buyerPhone,
  };
}
