/** The frame every residence, listing and rental card shares: a full-height column with its picture on top. */
export const cardFrame = "flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-soft";

/** The card picture's rendered width in the grids of /buy, /rent, /residences and the brand pages. */
export const cardImageSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";
