import type { Ctx } from "../context";
import { alpineForeground } from "./foreground-alpine";
import { bayForeground } from "./foreground-bay";
import { beachForeground } from "./foreground-beach";
import { desertForeground } from "./foreground-desert";
import { hillsForeground } from "./foreground-hills";
import { plainForeground } from "./foreground-plain";
import type { DrawnBuilding, Sand, Stage } from "./stage";

/**
 * The building with the ground it stands on and the place's foreground: what stands behind
 * or beside it goes on `stage.layers`, what stands in front of everything on `stage.front`.
 */
export function foreground(ctx: Ctx, b: DrawnBuilding, desertSand: Sand, stage: Stage): void {
  switch (ctx.layout) {
    case "beach":
      return beachForeground(ctx, b, stage);
    case "bay":
      return bayForeground(ctx, b, stage);
    case "alpine":
      return alpineForeground(ctx, b, stage);
    case "hills":
      return hillsForeground(ctx, b, stage);
    case "desert":
      return desertForeground(ctx, b, desertSand, stage);
    case "plain":
      return plainForeground(ctx, b, stage);
  }
}
