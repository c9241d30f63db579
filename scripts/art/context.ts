import type { Palette } from "./palette";
import type { Rng } from "./rng";
import type { Layout, SceneSpec } from "./types";

/** Everything a layer needs to draw itself. */
export interface Ctx {
  spec: SceneSpec;
  W: number;
  H: number;
  /** Stroke and dot scale: 1 at 1600 px wide. */
  px: number;
  layout: Layout;
  pal: Palette;
  rng: Rng;
  /** Sea or land horizon (y). */
  horizon: number;
  /** Where the building stands (y). */
  ground: number;
  /** Centre of the building (x). */
  focusX: number;
  /** Sun or moon. */
  sun: { x: number; y: number; r: number };
  defs: string[];
  uid(prefix: string): string;
}

/** The horizontal span a building occupies, so trees and the sun can keep clear of it. */
export interface Footprint {
  x0: number;
  x1: number;
  top: number;
}
