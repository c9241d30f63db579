import { mix } from "../color";
import type { Ctx } from "../context";
import { cypress, tallPalm } from "../elements/flora";
import { group, rect } from "../svg";
import { has } from "../spec-checks";
import { gardenShrubs } from "./garden-shrubs";
import { palmColours } from "./palm-colours";
import { besides, fit } from "./placement";
import type { DrawnBuilding, Stage } from "./stage";

/** Beverly Hills and West Hollywood: tall fan palms, the lawn, shrubs, a pool, cypress. */
export function hillsForeground(ctx: Ctx, b: DrawnBuilding, { layers, front }: Stage): void {
  const { W, H, pal, rng, spec } = ctx;
  const fp = b.fp;
  const fromLeft = ctx.sun.x < ctx.focusX;
  const pr = rng.fork("palms");
  const behind: string[] = [];
  const tall = spec.place === "beverly-hills" ? pr.int(3, 6) : pr.int(2, 4);
  for (let i = 0; i < tall; i++) {
    const x = pr.range(0.03, 0.97) * W;
    behind.push(tallPalm(pr, [x, ctx.ground], fit(ctx, ctx.ground, H * pr.range(0.4, 0.62), 0.12), palmColours(ctx, pr.range(0.05, 0.25))));
  }
  layers.push(group(behind));
  layers.push(rect(0, ctx.ground, W, H, pal.flat(pal.m.ground)));
  layers.push(b.svg);
  layers.push(gardenShrubs(ctx, pr, fp, H * 0.026));
  if (has(spec, "pool") || pr.chance(0.6)) {
    const py = ctx.ground + H * 0.04;
    layers.push(rect(fp.x0, py, fp.x1 - fp.x0, H * 0.028, pal.flat(pal.m.water)));
    layers.push(rect(fp.x0 + W * 0.02, py + H * 0.008, (fp.x1 - fp.x0) * 0.4, H * 0.004, pal.flat(pal.m.waterLight)));
    layers.push(rect(fp.x0 + (fp.x1 - fp.x0) * 0.55, py + H * 0.017, (fp.x1 - fp.x0) * 0.3, H * 0.004, pal.flat(pal.m.waterLight)));
  }
  if (pr.chance(0.7)) {
    const cyp = pal.shade(pal.m.foliageShade);
    const cypL = mix(cyp, pal.flat(pal.m.foliage), 0.5);
    for (const x of [fp.x0 - W * 0.03, fp.x1 + W * 0.03])
      front.push(cypress([x, ctx.ground + H * 0.01], H * pr.range(0.14, 0.2), cypL, cyp, fromLeft));
  }
  for (const x of besides(pr, W, fp, pr.int(1, 2), W * 0.05)) {
    const by = H * pr.range(0.9, 0.98);
    front.push(tallPalm(pr, [x, by], fit(ctx, by, H * pr.range(0.62, 0.8), 0.12), palmColours(ctx, 0)));
  }
  layers.push(rect(0, H * 0.9, W, H, pal.flat(pal.m.groundShade)));
}
