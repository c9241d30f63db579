/** The frame every residence, listing and rental card shares: a full-height column with its picture on top. */
export const cardFrame = "flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-soft";

/** The card picture's rendered width in the grids of /buy, /rent, /residences and the brand pages. */
export const cardImageSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

/** Where what fills a card's `corner` slot (the shortlist heart) sits over its picture: a `ListingCard`'s top right. */
export const listingCornerPlace = "absolute top-3 right-3 sm:top-4 sm:right-4";

/** Where what fills a `ResidenceCard`'s `corner` slot sits: its picture's top right. */
export const residenceCornerPlace = "absolute top-4 right-4";
