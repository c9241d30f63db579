import type { Ctx } from "../context";

/** Palm colours at a depth (0: nearest), dark silhouettes at night. */
export function palmColours(ctx: Ctx, depth: number) {
  const { pal } = ctx;
  if (ctx.spec.time === "night") {
    // Palms read as dark silhouettes against the night sky.
    return {
      frond: pal.haze(pal.shade(pal.m.foliage), depth),
      frondBack: pal.haze(pal.shade(pal.m.foliageShade), depth),
      trunk: pal.haze(pal.shade(pal.m.trunk), depth),
    };
  }
  return {
    frond: pal.haze(pal.flat(pal.m.foliage), depth),
    frondBack: pal.haze(pal.shade(pal.m.foliageShade), depth),
    trunk: pal.haze(pal.flat(pal.m.trunk), depth),
  };
}
