import type { Ctx } from "../context";
import { dunes } from "../elements/dunes";
import { palm } from "../elements/flora";
import { palmColours } from "./palm-colours";
import { besides } from "./placement";
import type { DrawnBuilding, Sand, Stage } from "./stage";

/** Dubai: the building, date palms and the near dunes. */
export function desertForeground(ctx: Ctx, b: DrawnBuilding, desertSand: Sand, { layers, front }: Stage): void {
  const { W, H, rng } = ctx;
  const fp = b.fp;
  layers.push(b.svg);
  const pr = rng.fork("palms");
  for (const x of besides(pr, W, fp, pr.int(1, 3), W * 0.01)) {
    front.push(palm(pr, [x, ctx.ground + H * 0.02], H * pr.range(0.14, 0.22), pr.range(-0.06, 0.06), palmColours(ctx, 0.05)));
  }
  front.push(
    dunes(ctx, ctx.ground + H * 0.1, {
      count: 2,
      minH: H * 0.05,
      maxH: H * 0.08,
      lit: desertSand.lit,
      shade: desertSand.shade,
      label: "near-dunes",
    }),
  );
}
