/**
 * Layered flat-colour travel-poster scenes, as SVG. Pure: the same spec always
 * gives the same string. Layers, back to front: sky bands, stars, sun or moon,
 * clouds, the distant layer of the place (city, mountains, hills, dunes), the
 * middle ground, the building, water, and the foreground (palms, pines, dunes).
 */
import { clouds, snowfall, stars, sky, sun } from "./elements/sky";
import { WORDMARK_ZONE, wordmark } from "./elements/wordmark";
import { backdrop } from "./layers/backdrop";
import { drawBuilding } from "./layers/building";
import { foreground } from "./layers/foreground";
import { makeCtx } from "./scene-context";
import { assertSpec, has } from "./spec-checks";
import { n } from "./svg";
import type { SceneSpec } from "./types";

export type { Building, Place, SceneSpec, Time } from "./types";
export { BUILDINGS, DETAILS, PLACES, TIMES } from "./types";

export function renderScene(spec: SceneSpec): string {
  assertSpec(spec);
  const ctx = makeCtx(spec);
  const { W, H, layout, rng } = ctx;
  const layers: string[] = [sky(ctx), stars(ctx, has(spec, "stars")), sun(ctx)];
  if (spec.time !== "night" || rng.fork("night-clouds").chance(0.5)) layers.push(clouds(ctx, spec.wordmark ? H * WORDMARK_ZONE : 0));
  // Distant layer and middle ground, then the building, its ground and the foreground.
  const desertSand = backdrop(ctx, layers);
  const front: string[] = [];
  foreground(ctx, drawBuilding(ctx), desertSand, { layers, front });
  layers.push(...front);
  if (has(spec, "snowfall") && layout === "alpine") layers.push(snowfall(ctx));
  if (spec.wordmark) layers.push(wordmark(ctx, spec.wordmark));
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(W)}" height="${n(H)}" viewBox="0 0 ${n(W)} ${n(H)}">${defs}${layers.join("")}</svg>`;
}
