import type { Ctx } from "./context";
import { WORDMARK_ZONE } from "./elements/wordmark";
import { paletteFor } from "./palette";
import { Rng } from "./rng";
import { LAYOUT, type SceneSpec } from "./types";

/** The frame of a scene: horizon, ground, where the building stands, the sun or moon, the palette. */
export function makeCtx(spec: SceneSpec): Ctx {
  const rng = new Rng(spec.seed);
  const W = spec.width;
  const H = spec.height;
  const layout = LAYOUT[spec.place];
  const lr = rng.fork("layout");
  const heights: Record<typeof layout, [number, number, number, number]> = {
    beach: [0.5, 0.58, 0.76, 0.82],
    bay: [0.6, 0.68, 0, 0],
    alpine: [0.5, 0.56, 0.74, 0.8],
    hills: [0.55, 0.62, 0.75, 0.8],
    desert: [0.56, 0.63, 0.74, 0.79],
    plain: [0.58, 0.64, 0.76, 0.8],
  };
  const [h0, h1, g0, g1] = heights[layout];
  const horizon = H * lr.range(h0, h1);
  const ground = layout === "bay" ? horizon : H * lr.range(g0, g1);
  const wide = W / H > 1.5;
  const focusX = wide ? W * lr.range(0.6, 0.72) : W * lr.range(0.42, 0.58);

  const sr = rng.fork("sun");
  const sunLeft = focusX > W * 0.52 ? true : focusX < W * 0.48 ? false : sr.chance(0.5);
  const sx = sunLeft ? W * sr.range(0.1, wide ? 0.38 : 0.3) : W * sr.range(0.7, 0.9);
  const raised = layout === "alpine" || layout === "hills" ? H * 0.12 : 0;
  let sy: number;
  let r: number;
  switch (spec.time) {
    case "day":
      sy = horizon * sr.range(0.16, 0.34);
      r = H * sr.range(0.042, 0.052);
      break;
    case "golden-hour":
      sy = (horizon - raised) * sr.range(0.5, 0.68);
      r = H * sr.range(0.058, 0.072);
      break;
    case "dusk":
      r = H * sr.range(0.07, 0.09);
      sy = horizon - raised - r * sr.range(-0.1, 0.5);
      break;
    case "night":
      sy = horizon * sr.range(0.16, 0.36);
      r = H * sr.range(0.032, 0.042);
      break;
  }
  if (spec.wordmark) {
    // Keep the sky under the wordmark clear.
    sy = Math.max(sy, H * (WORDMARK_ZONE + 0.02) + r);
  }
  let uid = 0;
  return {
    spec,
    W,
    H,
    px: W / 1600,
    layout,
    pal: paletteFor(spec.place, spec.time, rng.fork("palette")),
    rng,
    horizon,
    ground,
    focusX,
    sun: { x: sx, y: sy, r },
    defs: [],
    uid: (prefix) => `${prefix}${++uid}`,
  };
}
