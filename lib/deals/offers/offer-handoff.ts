import type { PurchaseListing } from "@/lib/schemas/listing";

/**
 * The Make Offer hand-off travels in the URL (/make-offer?listing=<listing id>), so a reload or a
 * shared link keeps it. Only a known listing id is honoured: nothing from the URL is shown as is.
 */
export const OFFER_PATH = "/make-offer";
export const OFFER_LISTING_PARAM = "listing";

export function makeOfferHref(listingId: string): string {
  return `${OFFER_PATH}/?${OFFER_LISTING_PARAM}=${encodeURIComponent(listingId)}`;
}

/** The listing an offer is for, among `listings`, or null when the parameter is missing or unknown. */
export function resolveOfferListing(params: Pick<URLSearchParams, "get">, listings: readonly PurchaseListing[]): PurchaseListing | null {
  const id = params.get(OFFER_LISTING_PARAM);
  if (!id) return null;
  return listings.find((listing) => listing.id === id) ?? null;
}
