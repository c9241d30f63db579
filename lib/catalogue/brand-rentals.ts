import type { RentalListing } from "@/lib/schemas/rental";
import { listingById } from "./listings";
import { rentalListings } from "./rentals";

/**
 * A brand's rentals: those whose building (a rental's projectId is its building's purchase
 * listing) carries the brand. Apart from rentals.ts, which /rent's client code loads, so that
 * page does not ship the purchase listings.
 */
export function rentalsOfBrand(brandSlug: string): RentalListing[] {
  return rentalListings.filter((rental) => listingById(rental.projectId)?.brandSlug === brandSlug);
}
