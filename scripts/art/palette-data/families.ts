import type { Place } from "../types";

/** Which palette family a place belongs to. Data only. */

export type Family = "coastal" | "alpine" | "hills" | "desert" | "neutral";

export const FAMILY: Record<Place, Family> = {
  "miami-beach": "coastal",
  brickell: "coastal",
  "downtown-miami": "coastal",
  aspen: "alpine",
  "beverly-hills": "hills",
  "west-hollywood": "hills",
  dubai: "desert",
  default: "neutral",
};
