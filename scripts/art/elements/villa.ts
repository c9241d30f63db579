import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { group, poly, rect } from "../svg";
import { Windows } from "./windows";

/** A Mediterranean villa: a hipped terracotta roof, two wings, arched French windows. */
export function villa(ctx: Ctx, rng: Rng): { svg: string; fp: Footprint } {
  const { H, pal } = ctx;
  const cw = H * rng.range(0.3, 0.4);
  const ch = H * rng.range(0.1, 0.13);
  const roofH = ch * rng.range(0.32, 0.45);
  const e = cw * 0.05;
  const x = ctx.focusX - cw / 2;
  const base = ctx.ground;
  const top = base - ch;
  const wall = pal.lit(pal.m.wall);
  const wingWall = mix(wall, pal.shade(pal.m.wallShade), 0.3);
  const roof = pal.lit(pal.m.roof);
  const roofShade = pal.shade(pal.m.roofShade);
  const eaveShadow = pal.shade(pal.m.wallShade);
  const out: string[] = [];
  const win = new Windows(ctx, rng, 1.2);

  const wings = rng.pick(["both", "left", "right"] as const);
  const ww = cw * rng.range(0.45, 0.62);
  const wh = ch * rng.range(0.58, 0.7);
  const wr = wh * 0.42;
  const wingXs: number[] = [];
  if (wings !== "right") wingXs.push(x - ww + e);
  if (wings !== "left") wingXs.push(x + cw - e);
  for (const wx of wingXs) {
    const wt = base - wh;
    out.push(rect(wx, wt, ww, wh + 1, wingWall));
    out.push(
      poly(
        [
          [wx - e * 0.6, wt],
          [wx + ww + e * 0.6, wt],
          [wx + ww * 0.82, wt - wr],
          [wx + ww * 0.18, wt - wr],
        ],
        roofShade,
      ),
    );
    out.push(rect(wx, wt, ww, wh * 0.08, eaveShadow, { "fill-opacity": 0.6 }));
    const doors = rng.int(2, 3);
    const dw = ww * 0.14;
    for (let i = 0; i < doors; i++) {
      const dx = wx + (ww * (i + 0.5)) / doors - dw / 2;
      win.add(dx, wt + wh * 0.3, dw, wh * 0.7, win.p * 0.8, "arch");
    }
  }

  out.push(rect(x, top, cw, ch + 1, wall));
  // Hipped roof: the front slope lit, a darker band of tiles along the ridge.
  out.push(
    poly(
      [
        [x - e, top],
        [x + cw + e, top],
        [x + cw * 0.8, top - roofH],
        [x + cw * 0.2, top - roofH],
      ],
      roof,
    ),
  );
  const tiles: string[] = [];
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    const y = top - roofH * t;
    const inset = (cw * 0.2 + e) * t;
    tiles.push(rect(x - e + inset, y, cw + 2 * e - 2 * inset, roofH * 0.05));
  }
  out.push(group(tiles, { fill: roofShade, "fill-opacity": 0.45 }));
  out.push(rect(x, top, cw, ch * 0.07, eaveShadow, { "fill-opacity": 0.6 }));
  if (rng.chance(0.5)) {
    const cx = x + cw * rng.range(0.3, 0.7);
    out.push(rect(cx, top - roofH * 1.25, cw * 0.05, roofH * 0.9, wingWall));
  }
  const bays = rng.pick([3, 5] as const);
  const bw = cw / (bays + 1);
  for (let i = 0; i < bays; i++) {
    const bx = x + bw * (i + 1) - bw * 0.2;
    const upW = bw * 0.38;
    win.add(bx, top + ch * 0.16, upW, ch * 0.22);
    const isDoor = i === (bays - 1) / 2;
    const aw = isDoor ? bw * 0.5 : upW;
    const ax = isDoor ? bx - (aw - upW) / 2 : bx;
    if (isDoor) win.lit(ax, top + ch * 0.5, aw, ch * 0.5, "arch");
    else win.add(ax, top + ch * 0.54, aw, ch * 0.38, win.p, "arch");
  }
  const svg = group(out) + win.flush();
  const fp: Footprint = {
    x0: Math.min(x, ...wingXs),
    x1: Math.max(x + cw, ...wingXs.map((v) => v + ww)),
    top: top - roofH,
  };
  return { svg, fp };
}
