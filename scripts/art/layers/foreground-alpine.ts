import type { Ctx } from "../context";
import { pine } from "../elements/flora";
import { hills } from "../elements/hills";
import { group, rect } from "../svg";
import { besides, fit } from "./placement";
import type { DrawnBuilding, Stage } from "./stage";

/** Aspen: pines behind, snow, the building, drifts, and pines in front. */
export function alpineForeground(ctx: Ctx, b: DrawnBuilding, { layers, front }: Stage): void {
  const { W, H, pal, rng } = ctx;
  const fp = b.fp;
  const fromLeft = ctx.sun.x < ctx.focusX;
  const snow = pal.snow;
  const snowShade = pal.snowShade;
  const pr = rng.fork("pines");
  const pineCol = (depth: number) => ({
    lit: pal.haze(pal.flat(pal.m.foliage), depth),
    shade: pal.haze(pal.shade(pal.m.foliageShade), depth),
    snow: pal.haze(snow, depth),
    trunk: pal.haze(pal.flat(pal.m.trunk), depth),
  });
  const back: string[] = [];
  for (let i = 0; i < pr.int(8, 14); i++) {
    const x = pr.range(-0.02, 1.02) * W;
    back.push(pine(pr, [x, ctx.ground + H * 0.01], H * pr.range(0.05, 0.09), pineCol(0.3), fromLeft));
  }
  layers.push(group(back));
  layers.push(rect(0, ctx.ground, W, H, snow));
  layers.push(b.svg);
  layers.push(hills(ctx, ctx.ground + H * 0.1, { amp: H * 0.035, fill: snowShade, points: 5, label: "drift" }));
  layers.push(hills(ctx, ctx.ground + H * 0.13, { amp: H * 0.03, fill: snow, points: 5, label: "drift2" }));
  for (const x of besides(pr, W, fp, pr.int(2, 4), 0)) {
    const by = H * pr.range(0.9, 1.02);
    front.push(pine(pr, [x, by], fit(ctx, by, H * pr.range(0.24, 0.42), 0), pineCol(0), fromLeft));
  }
}
