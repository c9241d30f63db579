import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { circle, group, poly, rect } from "../svg";
import { faceColours } from "./face-colours";
import { faceWindows } from "./face-windows";
import type { TowerSpec } from "./tower-spec";
import { Windows } from "./windows";

/** A rectangular tower: front face, side face, crown, windows, lobby. */
export function tower(ctx: Ctx, rng: Rng, t: TowerSpec): { svg: string; fp: Footprint } {
  const { pal } = ctx;
  const centre = t.x + (t.w + t.d) / 2;
  const col = faceColours(ctx, t.sideRight, centre, t.haze);
  const fx = t.sideRight ? t.x : t.x + t.d;
  const sx = t.sideRight ? t.x + t.w : t.x;
  const top = t.base - t.h;
  const out: string[] = [];
  const win = new Windows(ctx, rng);
  const sideCols = Math.max(1, Math.round((t.cols * t.d) / t.w));
  const cap = mix(col.lit, "#ffffff", 0.18);

  let bodyTop = top;
  if (t.crown === "setback") bodyTop = top + t.h * rng.range(0.1, 0.18);
  const bodyH = t.base - bodyTop;

  if (t.crown === "slant") {
    const rise = t.w * rng.range(0.25, 0.5);
    const upLeft = rng.chance(0.5);
    const yl = upLeft ? top : top + rise;
    const yr = upLeft ? top + rise : top;
    const fy = (x: number) => yl + ((yr - yl) * (x - fx)) / t.w;
    const sideTop = t.sideRight ? yr : yl;
    out.push(rect(sx, sideTop, t.d, t.base - sideTop + 1, col.side));
    out.push(
      poly(
        [
          [fx, yl],
          [fx + t.w, yr],
          [fx + t.w, t.base + 1],
          [fx, t.base + 1],
        ],
        col.front,
      ),
    );
    out.push(
      poly(
        [
          [fx, yl],
          [fx + t.w, yr],
          [fx + t.w, yr + t.floorH * 0.35],
          [fx, yl + t.floorH * 0.35],
        ],
        cap,
        { "fill-opacity": 0.6 },
      ),
    );
    faceWindows(win, { x: fx, y: top, w: t.w, h: t.h }, t, t.cols, (x) => fy(x) + t.floorH * 0.4);
    faceWindows(win, { x: sx, y: sideTop, w: t.d, h: t.base - sideTop }, t, sideCols);
  } else {
    out.push(rect(sx, bodyTop, t.d, bodyH + 1, col.side));
    out.push(rect(fx, bodyTop, t.w, bodyH + 1, col.front));
    faceWindows(win, { x: fx, y: bodyTop, w: t.w, h: bodyH }, t, t.cols);
    faceWindows(win, { x: sx, y: bodyTop, w: t.d, h: bodyH }, t, sideCols);
    out.push(rect(fx - t.w * 0.015, bodyTop, t.w * 1.03, t.floorH * 0.4, cap, { "fill-opacity": 0.7 }));
  }

  if (t.crown === "setback") {
    const w2 = t.w * rng.range(0.58, 0.78);
    const d2 = t.d * 0.8;
    const h2 = bodyTop - top;
    const fx2 = fx + (t.w - w2) / 2;
    const sx2 = t.sideRight ? fx2 + w2 : fx2 - d2;
    out.push(rect(sx2, top, d2, h2 + 1, col.side), rect(fx2, top, w2, h2 + 1, col.front));
    faceWindows(win, { x: fx2, y: top - t.floorH * 0.5, w: w2, h: h2 + t.floorH * 2 }, t, Math.max(2, Math.round(t.cols * 0.6)));
  }
  if (t.crown === "mast") {
    const mw = Math.max(2 * ctx.px, t.w * 0.025);
    const mh = t.h * rng.range(0.08, 0.14);
    out.push(rect(fx + t.w / 2 - mw / 2, top - mh, mw, mh + 1, col.side));
    if (ctx.spec.time === "night" || ctx.spec.time === "dusk") out.push(circle(fx + t.w / 2, top - mh, mw * 1.2, pal.m.accent));
  }
  if (t.crown === "fins") {
    const fins = rng.int(3, 5);
    const fh = t.h * rng.range(0.03, 0.06);
    for (let i = 0; i < fins; i++) {
      const x = fx + (t.w * (i + 0.5)) / fins - t.w * 0.02;
      out.push(rect(x, top - fh, t.w * 0.04, fh + 1, col.front));
    }
  }
  // The lobby, glowing at night.
  const lobbyH = t.floorH * 1.2;
  win.lit(fx + t.w * 0.14, t.base - lobbyH, t.w * 0.72, lobbyH);
  out.push(win.flush());
  return { svg: group(out), fp: { x0: t.x, x1: t.x + t.w + t.d, top } };
}
