import { mix } from "../color";
import type { Ctx } from "../context";
import { palm } from "../elements/flora";
import { sailboats } from "../elements/sailboats";
import { bay } from "../elements/water";
import { rect } from "../svg";
import { has } from "../spec-checks";
import { palmColours } from "./palm-colours";
import { besides, fit } from "./placement";
import type { DrawnBuilding, Stage } from "./stage";

/** Across the bay: the building and its shore palms mirrored in the water, boats, a palm in front. */
export function bayForeground(ctx: Ctx, b: DrawnBuilding, { layers, front }: Stage): void {
  const { W, H, pal, rng, spec } = ctx;
  const fp = b.fp;
  const pr = rng.fork("palms");
  const shore: string[] = [];
  for (const x of besides(pr, W, fp, pr.int(2, 5), W * 0.005)) {
    shore.push(palm(pr, [x, ctx.ground], H * pr.range(0.08, 0.14), pr.range(-0.12, 0.12), palmColours(ctx, 0.2)));
  }
  layers.push(`<g id="bld">${b.svg}${shore.join("")}</g>`);
  layers.push(rect(0, ctx.ground - H * 0.004, W, H * 0.012, pal.lit(pal.m.stone)));
  layers.push(bay(ctx, ctx.ground + H * 0.008, ["far", "bld"]));
  if (has(spec, "boats") || rng.fork("bay-boats").chance(0.3)) layers.push(sailboats(ctx, ctx.ground + H * 0.05, H * 0.9, 1, 2));
  if (has(spec, "palms") || pr.chance(0.6)) {
    // Opposite the sun, so the crown never eclipses it.
    const left = ctx.sun.x > W / 2;
    const x = left ? W * pr.range(0.02, 0.12) : W * pr.range(0.88, 0.98);
    const dark = {
      frond: mix(pal.flat(pal.m.foliageShade), "#0d0c10", 0.35),
      frondBack: mix(pal.flat(pal.m.foliageShade), "#0d0c10", 0.55),
      trunk: mix(pal.flat(pal.m.trunk), "#0d0c10", 0.45),
    };
    front.push(palm(pr, [x, H * 1.04], fit(ctx, H * 1.04, H * pr.range(0.66, 0.8), 0.35), (left ? 1 : -1) * pr.range(0.1, 0.2), dark));
  }
}
