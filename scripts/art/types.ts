export const PLACES = [
  "miami-beach",
  "brickell",
  "downtown-miami",
  "aspen",
  "beverly-hills",
  "west-hollywood",
  "dubai",
  "default",
] as const;
export type Place = (typeof PLACES)[number];

export const BUILDINGS = ["tower", "twin-towers", "low-rise", "villa", "chalet", "curved-tower", "skyline"] as const;
export type Building = (typeof BUILDINGS)[number];

export const TIMES = ["day", "golden-hour", "dusk", "night"] as const;
export type Time = (typeof TIMES)[number];

/** Optional details a record's description asks for; otherwise the seed decides. */
export const DETAILS = ["boats", "parasols", "pool", "snowfall", "stars", "palms"] as const;
export type Detail = (typeof DETAILS)[number];

export interface SceneSpec {
  /** Anything stable and unique per image (the record's base path is a good seed). */
  seed: string;
  place: Place;
  building: Building;
  time: Time;
  /** Intrinsic size of the SVG in px; the scene is composed for this aspect ratio. */
  width: number;
  height: number;
  /** Brand posters: a name set in spaced capitals across the sky (the site's display serif). */
  wordmark?: string;
  details?: readonly Detail[];
}

/** How a place is laid out: what lies behind and in front of the building. */
export type Layout = "beach" | "bay" | "alpine" | "hills" | "desert" | "plain";

export const LAYOUT: Record<Place, Layout> = {
  "miami-beach": "beach",
  brickell: "bay",
  "downtown-miami": "bay",
  aspen: "alpine",
  "beverly-hills": "hills",
  "west-hollywood": "hills",
  dubai: "desert",
  default: "plain",
};
