import { mix } from "../color";
import type { Ctx } from "../context";
import { palm, parasol } from "../elements/flora";
import { rect } from "../svg";
import { has } from "../spec-checks";
import { palmColours } from "./palm-colours";
import { besides, fit } from "./placement";
import type { DrawnBuilding, Stage } from "./stage";

/** Miami Beach: the sand, the building, parasols and coconut palms. */
export function beachForeground(ctx: Ctx, b: DrawnBuilding, { layers, front }: Stage): void {
  const { W, H, pal, rng, spec } = ctx;
  const fp = b.fp;
  const sand = pal.flat(pal.m.ground);
  layers.push(rect(0, ctx.ground - H * 0.012, W, H, mix(sand, pal.flat(pal.m.waterLight), 0.45)));
  layers.push(rect(0, ctx.ground - H * 0.004, W, H, sand));
  layers.push(b.svg);
  layers.push(rect(0, ctx.ground + H * 0.035, W, H, mix(sand, pal.flat(pal.m.groundShade), 0.5)));
  const pr = rng.fork("parasols");
  const count = has(spec, "parasols") ? pr.int(2, 3) : pr.int(0, 2);
  for (const x of besides(pr, W, fp, count, W * 0.02)) {
    front.push(
      parasol(
        ctx,
        [x, ctx.ground + H * pr.range(0.05, 0.1)],
        H * pr.range(0.05, 0.07),
        pal.flat(pal.m.accent),
        pal.lit(pal.m.wall),
        pal.shade(pal.m.trunk),
      ),
    );
  }
  const palms = rng.fork("palms");
  for (const x of besides(palms, W, fp, palms.int(2, 4), W * 0.01)) {
    const lean = (x < ctx.focusX ? -1 : 1) * palms.range(0.04, 0.16);
    const by = ctx.ground + H * palms.range(0.06, 0.16);
    front.push(palm(palms, [x, by], fit(ctx, by, H * palms.range(0.34, 0.56), 0.35), lean, palmColours(ctx, 0)));
  }
}
