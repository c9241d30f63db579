import { mix } from "../color";
import type { Ctx } from "../context";
import { cypress } from "../elements/flora";
import { rect } from "../svg";
import { gardenShrubs } from "./garden-shrubs";
import { besides } from "./placement";
import type { DrawnBuilding, Stage } from "./stage";

/** Anywhere else: the ground, the building, shrubs and cypress. */
export function plainForeground(ctx: Ctx, b: DrawnBuilding, { layers, front }: Stage): void {
  const { W, H, pal, rng } = ctx;
  const fp = b.fp;
  const fromLeft = ctx.sun.x < ctx.focusX;
  layers.push(rect(0, ctx.ground, W, H, pal.flat(pal.m.ground)));
  layers.push(b.svg);
  const pr = rng.fork("cypress");
  layers.push(gardenShrubs(ctx, pr, fp, H * 0.024));
  const cyp = pal.shade(pal.m.foliageShade);
  for (const x of besides(pr, W, fp, pr.int(2, 4), W * 0.02))
    front.push(cypress([x, ctx.ground + H * 0.02], H * pr.range(0.16, 0.26), mix(cyp, pal.flat(pal.m.foliage), 0.5), cyp, fromLeft));
}
