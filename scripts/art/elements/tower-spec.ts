import type { Ctx } from "../context";
import type { Rng } from "../rng";

/** What a rectangular tower is made of, and a random one. */

export type Crown = "flat" | "setback" | "slant" | "mast" | "fins";
export type Pattern = "grid" | "ribbon" | "vertical";

export interface TowerSpec {
  /** Left edge of the whole mass (front and side face). */
  x: number;
  base: number;
  /** Front face width, side face width, height. */
  w: number;
  d: number;
  h: number;
  sideRight: boolean;
  crown: Crown;
  pattern: Pattern;
  floorH: number;
  cols: number;
  haze: number;
}

export function randomTower(ctx: Ctx, rng: Rng, x: number, w: number, h: number): TowerSpec {
  return {
    x,
    base: ctx.ground,
    w,
    d: w * rng.range(0.2, 0.38),
    h,
    sideRight: rng.chance(0.5),
    crown: rng.weighted<Crown>([
      ["flat", 2],
      ["setback", 3],
      ["slant", 1.5],
      ["mast", 1.5],
      ["fins", 1.5],
    ]),
    pattern: rng.weighted<Pattern>([
      ["grid", 3],
      ["ribbon", 3],
      ["vertical", 2],
    ]),
    floorH: ctx.H * rng.range(0.016, 0.022),
    cols: rng.int(4, 8),
    haze: 0,
  };
}
