import type { PurchaseListing } from "@/lib/schemas/listing";

/**
 * Where a listing's Details link goes: its property page, or (Rosewood, which has none) its
 * brand's page.
 */
export function listingDetailsHref(listing: Pick<PurchaseListing, "propertySlug" | "brandSlug">): string {
  return listing.propertySlug ? `/${listing.propertySlug}` : `/hotels/${listing.brandSlug}`;
}
