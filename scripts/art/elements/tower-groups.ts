import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { rect } from "../svg";
import { faceColours } from "./face-colours";
import { tower } from "./tower";
import { randomTower, type TowerSpec } from "./tower-spec";

/** Two towers of near-equal height, sometimes joined by a sky bridge. */
export function twinTowers(ctx: Ctx, rng: Rng, maxH: number): { svg: string; fp: Footprint } {
  const { H } = ctx;
  const w = H * rng.range(0.1, 0.135);
  const gap = w * rng.range(0.35, 0.7);
  const a = randomTower(ctx, rng, 0, w, maxH * rng.range(0.82, 0.95));
  a.crown = rng.pick(["flat", "setback", "fins"] as const);
  const d = a.d;
  const total = 2 * (w + d) + gap;
  a.x = ctx.focusX - total / 2;
  const b: TowerSpec = { ...a, x: a.x + w + d + gap, h: a.h * rng.range(0.84, 0.96) };
  if (rng.chance(0.5)) [a.h, b.h] = [b.h, a.h];
  const ta = tower(ctx, rng, a);
  const tb = tower(ctx, rng, b);
  let bridge = "";
  if (rng.chance(0.6)) {
    const y = ctx.ground - Math.min(a.h, b.h) * rng.range(0.78, 0.9);
    const col = faceColours(ctx, a.sideRight, ctx.focusX, 0);
    const x0 = a.x + w + d - 1;
    const x1 = b.x + 1;
    bridge =
      rect(x0, y, x1 - x0, a.floorH * 2.2, col.front) +
      rect(x0, y + a.floorH * 0.6, x1 - x0, a.floorH * 0.9, ctx.pal.glass, { "fill-opacity": ctx.pal.glassOpacity });
  }
  return { svg: ta.svg + tb.svg + bridge, fp: { x0: a.x, x1: b.x + w + d, top: Math.min(ta.fp.top, tb.fp.top) } };
}

/** A tight group of towers, tallest at the back and slightly hazed. */
export function skylineCluster(ctx: Ctx, rng: Rng, maxH: number): { svg: string; fp: Footprint } {
  const { W, H } = ctx;
  const count = rng.int(4, 6);
  const span = Math.min(W * 0.72, H * rng.range(0.75, 1));
  const x0 = ctx.focusX - span / 2;
  const specs: TowerSpec[] = [];
  for (let i = 0; i < count; i++) {
    const u = (i + rng.range(0.1, 0.9)) / count;
    const w = H * rng.range(0.07, 0.12);
    const bell = Math.exp(-(((u - 0.5) / 0.32) ** 2));
    const h = maxH * (0.35 + 0.65 * bell) * rng.range(0.7, 1);
    const t = randomTower(ctx, rng, x0 + u * span - w / 2, w, h);
    specs.push(t);
  }
  specs.sort((a, b) => b.h - a.h);
  const out: string[] = [];
  specs.forEach((t, i) => {
    t.haze = i < 2 ? 0.14 - i * 0.06 : 0;
    out.push(tower(ctx, rng, t).svg);
  });
  const top = Math.min(...specs.map((s) => ctx.ground - s.h));
  const left = Math.min(...specs.map((s) => s.x));
  const right = Math.max(...specs.map((s) => s.x + s.w + s.d));
  return { svg: out.join(""), fp: { x0: left, x1: right, top } };
}
