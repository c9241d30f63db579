/**
 * The generated artwork's shared facts: which widths exist for each kind of
 * image, at what aspect ratio, and how a base path becomes file URLs.
 * Used by both the generator (scripts/art) and <ArtImage>. Pure, no React.
 *
 * A record's `image` is a base path such as "/art/listings/aman-miami-beach";
 * the files are "/art/listings/aman-miami-beach-480.webp" and so on.
 */

export const ART_KINDS = ["listing", "rental", "brand", "residence", "property", "scene"] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Widths generated per kind, smallest first. */
export const ART_WIDTHS: Record<ArtKind, readonly number[]> = {
  listing: [480, 960, 1600],
  rental: [480, 960, 1600],
  brand: [480, 960, 1600],
  residence: [480, 960, 1600],
  property: [480, 960, 1600],
  scene: [640, 1280, 1920],
};

/** Aspect ratio per kind as [width, height]. */
export const ART_ASPECT: Record<ArtKind, readonly [number, number]> = {
  listing: [4, 3],
  rental: [4, 3],
  brand: [4, 3],
  residence: [4, 3],
  property: [16, 9],
  scene: [16, 9],
};

/** The folder under /art that each kind lives in. */
export const ART_FOLDER: Record<ArtKind, string> = {
  listing: "listings",
  rental: "rentals",
  brand: "brands",
  residence: "residences",
  property: "properties",
  scene: "scenes",
};

export const ART_FORMAT = "webp";

/** Base path for a kind and a slug: artBase("listing", "aman-miami-beach") is "/art/listings/aman-miami-beach". */
export function artBase(kind: ArtKind, slug: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`Not a slug: ${slug}`);
  return `/art/${ART_FOLDER[kind]}/${slug}`;
}

export function artSrc(base: string, width: number): string {
  return `${base}-${width}.${ART_FORMAT}`;
}

export function artSrcSet(base: string, kind: ArtKind): string {
  return ART_WIDTHS[kind].map((w) => `${artSrc(base, w)} ${w}w`).join(", ");
}

/** Pixel size of one rendition; by default the largest, for the <img> width/height attributes. */
export function artSize(kind: ArtKind, width?: number): { width: number; height: number } {
  const widths = ART_WIDTHS[kind];
  const w = width ?? widths[widths.length - 1] ?? 0;
  const [aw, ah] = ART_ASPECT[kind];
  return { width: w, height: Math.round((w * ah) / aw) };
}

/** The width a browser without srcset support (or a crawler) gets. */
export function artFallbackWidth(kind: ArtKind): number {
  const widths = ART_WIDTHS[kind];
  return widths[Math.min(1, widths.length - 1)] ?? 0;
}

/** The kind a base path belongs to, from its folder, or undefined when it is not generated art. */
export function artKindOf(base: string): ArtKind | undefined {
  const m = /^\/art\/([a-z]+)\/[a-z0-9]+(?:-[a-z0-9]+)*$/.exec(base);
  if (!m) return undefined;
  return ART_KINDS.find((k) => ART_FOLDER[k] === m[1]);
}
