import type { Ctx, Footprint } from "../context";
import { shrubs } from "../elements/flora";
import type { Rng } from "../rng";

/** A bed of shrubs along the building's foot, a little wider than it (its own stream, forked from `rng`). */
export function gardenShrubs(ctx: Ctx, rng: Rng, fp: Footprint, height: number): string {
  const { W, H, pal } = ctx;
  return shrubs(
    rng.fork("shrubs"),
    fp.x0 - W * 0.03,
    fp.x1 + W * 0.02,
    ctx.ground + H * 0.014,
    height,
    pal.flat(pal.m.foliage),
    pal.shade(pal.m.foliage),
  );
}
