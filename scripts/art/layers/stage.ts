import type { Footprint } from "../context";

/** A drawn building and the span it occupies. */
export interface DrawnBuilding {
  svg: string;
  fp: Footprint;
}

/** The layers of a scene so far, back to front, and the foreground drawn over all of them. */
export interface Stage {
  layers: string[];
  front: string[];
}

/** The desert's sand in the scene's light, for the dunes in front of the building. */
export interface Sand {
  lit: string;
  shade: string;
}
