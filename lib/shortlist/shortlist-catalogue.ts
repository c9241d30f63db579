import type { ShortlistCatalogue } from "./shortlist-entries";
import { purchaseListings } from "@/lib/catalogue/listings";
import { rentalListings } from "@/lib/catalogue/rentals";
import { residences } from "@/lib/catalogue/residences";

/** Every item a heart can save, for naming and linking a shortlist (lib/shortlist/shortlist-entries.ts). */
export const shortlistCatalogue: ShortlistCatalogue = { listings: purchaseListings, residences, rentals: rentalListings };
