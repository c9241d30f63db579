import { purchaseListings } from "@/data/listings";
import type { PurchaseListing } from "@/lib/schemas/listing";

export { purchaseListings };

export function listingById(id: string): PurchaseListing | undefined {
  return purchaseListings.find((listing) => listing.id === id);
}

/** A brand's residences for sale, in the catalogue's order. */
export function listingsOfBrand(brandSlug: string): PurchaseListing[] {
  return purchaseListings.filter((listing) => listing.brandSlug === brandSlug);
}
