import type { PreferenceSchema } from "@/lib/store";

/** How /buy lays out its listings; remembered as a preference. */
export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export const LISTING_VIEW_PREFERENCE = "buy-view";
export const DEFAULT_LISTING_VIEW: ListingView = "grid";

function isListingView(value: unknown): value is ListingView {
  return LISTING_VIEWS.some((view) => view === value);
}

/** A Standard Schema for the stored view (no zod at run time: it ships with the page). */
export const listingViewSchema: PreferenceSchema<ListingView> = {
  "~standard": {
    validate: (value) => (isListingView(value) ? { value } : { issues: [{ message: "Choose grid or list" }] }),
  },
};
