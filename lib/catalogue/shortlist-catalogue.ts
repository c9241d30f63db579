import type { ShortlistCatalogue } from "@/lib/shortlist/shortlist-entries";
import { purchaseListings } from "./listings";
import { rentalListings } from "./rentals";
import { residences } from "./residences";

/** Every item a heart can save, for naming and linking a shortlist (lib/shortlist/shortlist-entries.ts). */
export const shortlistCatalogue: ShortlistCatalogue = { listings: purchaseListings, residences, rentals: rentalListings };
