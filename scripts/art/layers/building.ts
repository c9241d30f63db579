import type { Ctx } from "../context";
import { chalet } from "../elements/chalet";
import { curvedTower } from "../elements/curved-tower";
import { lowRise } from "../elements/low-rise";
import { tower } from "../elements/tower";
import { skylineCluster, twinTowers } from "../elements/tower-groups";
import { randomTower } from "../elements/tower-spec";
import { villa } from "../elements/villa";
import { WORDMARK_ZONE } from "../elements/wordmark";
import type { DrawnBuilding } from "./stage";

/** The spec's building, standing on the ground at the focus, below the wordmark if there is one. */
export function drawBuilding(ctx: Ctx): DrawnBuilding {
  const rng = ctx.rng.fork("building");
  const ceiling = ctx.spec.wordmark ? ctx.H * (WORDMARK_ZONE + 0.03) : ctx.H * 0.07;
  const maxH = (ctx.ground - ceiling) * rng.range(0.74, 0.95);
  switch (ctx.spec.building) {
    case "tower": {
      const w = ctx.H * rng.range(0.13, 0.2);
      const t = randomTower(ctx, rng, 0, w, maxH);
      t.x = ctx.focusX - (t.w + t.d) / 2;
      return tower(ctx, rng, t);
    }
    case "twin-towers":
      return twinTowers(ctx, rng, maxH);
    case "skyline":
      return skylineCluster(ctx, rng, maxH);
    case "curved-tower":
      return curvedTower(ctx, rng, maxH);
    case "low-rise":
      if (ctx.layout === "beach") return lowRise(ctx, rng, { floors: [6, 9] });
      if (ctx.layout === "alpine") return lowRise(ctx, rng, { floors: [3, 4], lodge: true });
      return lowRise(ctx, rng);
    case "villa":
      return villa(ctx, rng);
    case "chalet":
      return chalet(ctx, rng);
  }
}
