import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { circle, group, n, path, poly, rect } from "../svg";
import { Windows } from "./windows";

export type Crown = "flat" | "setback" | "slant" | "mast" | "fins";
export type Pattern = "grid" | "ribbon" | "vertical";

export interface TowerSpec {
  /** Left edge of the whole mass (front and side face). */
  x: number;
  base: number;
  /** Front face width, side face width, height. */
  w: number;
  d: number;
  h: number;
  sideRight: boolean;
  crown: Crown;
  pattern: Pattern;
  floorH: number;
  cols: number;
  haze: number;
}

export function randomTower(ctx: Ctx, rng: Rng, x: number, w: number, h: number): TowerSpec {
  return {
    x,
    base: ctx.ground,
    w,
    d: w * rng.range(0.2, 0.38),
    h,
    sideRight: rng.chance(0.5),
    crown: rng.weighted<Crown>([
      ["flat", 2],
      ["setback", 3],
      ["slant", 1.5],
      ["mast", 1.5],
      ["fins", 1.5],
    ]),
    pattern: rng.weighted<Pattern>([
      ["grid", 3],
      ["ribbon", 3],
      ["vertical", 2],
    ]),
    floorH: ctx.H * rng.range(0.016, 0.022),
    cols: rng.int(4, 8),
    haze: 0,
  };
}

function lightFromLeft(ctx: Ctx, centre: number): boolean {
  return ctx.sun.x < centre;
}

/** Front and side colours of a mass, given where the light comes from. */
export function faceColours(ctx: Ctx, sideRight: boolean, centre: number, haze: number) {
  const { pal } = ctx;
  const lit = pal.haze(pal.lit(pal.m.wall), haze);
  const shade = pal.haze(pal.shade(pal.m.wallShade), haze);
  const fromLeft = lightFromLeft(ctx, centre);
  const frontLit = sideRight === fromLeft;
  return { front: frontLit ? lit : shade, side: frontLit ? shade : lit, lit, shade };
}

/** Windows over one rectangular face, in the tower's pattern. */
function faceWindows(
  win: Windows,
  f: { x: number; y: number; w: number; h: number },
  t: Pick<TowerSpec, "pattern" | "floorH">,
  cols: number,
  topLimit?: (x: number) => number,
): void {
  const mx = Math.max(f.w * 0.1, t.floorH * 0.3);
  const topM = t.floorH * 0.9;
  const botM = t.floorH * 1.8;
  const rows = Math.floor((f.h - topM - botM) / t.floorH);
  const cellW = (f.w - 2 * mx) / cols;
  for (let r = 0; r < rows; r++) {
    const y = f.y + topM + r * t.floorH;
    if (t.pattern === "ribbon") {
      const bandH = t.floorH * 0.48;
      for (let c = 0; c < cols; c++) {
        const x = f.x + mx * 0.5 + c * ((f.w - mx) / cols);
        const w = (f.w - mx) / cols + 0.5;
        if (topLimit && y < topLimit(x + w / 2)) continue;
        win.add(x, y, w, bandH);
      }
    } else {
      const tall = t.pattern === "vertical";
      const ww = cellW * (tall ? 0.42 : 0.58);
      const wh = t.floorH * (tall ? 0.86 : 0.55);
      for (let c = 0; c < cols; c++) {
        const x = f.x + mx + c * cellW + (cellW - ww) / 2;
        if (topLimit && y < topLimit(x + ww / 2)) continue;
        win.add(x, y, ww, wh);
      }
    }
  }
}

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

/** A sculpted tower: a sail (one convex edge) or a tapering obelisk with curved sides. */
export function curvedTower(ctx: Ctx, rng: Rng, maxH: number): { svg: string; fp: Footprint } {
  const { H, pal } = ctx;
  const h = maxH * rng.range(0.82, 1);
  const w = H * rng.range(0.16, 0.24);
  const x0 = ctx.focusX - w / 2;
  const yb = ctx.ground;
  const yt = yb - h;
  const variant = rng.pick(["sail", "taper", "waist"] as const);
  const flip = rng.chance(0.5);
  const X = (x: number) => (flip ? 2 * ctx.focusX - x : x);
  const P = (x: number, y: number) => `${n(X(x))} ${n(y)}`;
  const fromLeft = ctx.sun.x < ctx.focusX;
  // The shaded flank is the one away from the sun.
  const lit = pal.lit(pal.m.wall);
  const shade = pal.shade(pal.m.wallShade);
  let outline: string;
  let shadeFace: string;
  if (variant === "sail") {
    const tipX = x0 + w * 0.16;
    outline = `M${P(x0, yb)}L${P(x0, yt + h * 0.02)}L${P(tipX, yt)}C${P(x0 + w * 0.6, yt + h * 0.06)} ${P(x0 + w * 1.08, yt + h * 0.45)} ${P(x0 + w, yb)}Z`;
    const k = 0.68;
    const ix = (x: number) => x0 + (x - x0) * k;
    shadeFace = `M${P(x0 + w, yb)}C${P(x0 + w * 1.08, yt + h * 0.45)} ${P(x0 + w * 0.6, yt + h * 0.06)} ${P(tipX, yt)}C${P(ix(x0 + w * 0.6), yt + h * 0.08)} ${P(ix(x0 + w * 1.08), yt + h * 0.45)} ${P(ix(x0 + w), yb)}Z`;
  } else if (variant === "taper") {
    const cx = x0 + w / 2;
    const tw = w * rng.range(0.12, 0.22);
    outline = `M${P(x0, yb)}C${P(x0 - w * 0.04, yt + h * 0.5)} ${P(cx - tw, yt + h * 0.25)} ${P(cx - tw / 2, yt)}L${P(cx + tw / 2, yt)}C${P(cx + tw, yt + h * 0.25)} ${P(x0 + w * 1.04, yt + h * 0.5)} ${P(x0 + w, yb)}Z`;
    shadeFace = `M${P(x0 + w, yb)}C${P(x0 + w * 1.04, yt + h * 0.5)} ${P(cx + tw, yt + h * 0.25)} ${P(cx + tw / 2, yt)}C${P(cx + tw * 0.4, yt + h * 0.3)} ${P(cx + w * 0.22, yt + h * 0.6)} ${P(cx + w * 0.2, yb)}Z`;
  } else {
    // A waisted column, the balconies swelling in and out.
    const pinch = w * rng.range(0.1, 0.16);
    outline = `M${P(x0, yb)}C${P(x0 + pinch * 2, yb - h * 0.33)} ${P(x0 - pinch, yb - h * 0.66)} ${P(x0 + pinch, yt)}L${P(x0 + w - pinch, yt)}C${P(x0 + w + pinch, yb - h * 0.66)} ${P(x0 + w - pinch * 2, yb - h * 0.33)} ${P(x0 + w, yb)}Z`;
    const s = x0 + w * 0.68;
    shadeFace = `M${P(x0 + w, yb)}C${P(x0 + w - pinch * 2, yb - h * 0.33)} ${P(x0 + w + pinch, yb - h * 0.66)} ${P(x0 + w - pinch, yt)}L${P(s - pinch * 0.5, yt)}C${P(s + pinch * 0.5, yb - h * 0.66)} ${P(s - pinch, yb - h * 0.33)} ${P(s, yb)}Z`;
  }
  // If the flank faces the sun, it takes the light and the body the shade.
  const shadeOnRight = !flip;
  const flankLit = shadeOnRight !== fromLeft;
  const bodyFill = flankLit ? shade : lit;
  const flankFill = flankLit ? lit : shade;
  const clip = ctx.uid("curve");
  ctx.defs.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`);
  const win = new Windows(ctx, rng);
  const floorH = H * rng.range(0.016, 0.021);
  const slab = mix(lit, "#ffffff", 0.2);
  const slabs: string[] = [];
  const cols = rng.int(5, 8);
  for (let y = yt + floorH; y < yb - floorH * 1.5; y += floorH) {
    for (let c = 0; c < cols; c++) {
      win.add(x0 - w * 0.1 + (c * w * 1.2) / cols, y, (w * 1.2) / cols + 0.5, floorH * 0.5);
    }
    slabs.push(rect(x0 - w * 0.1, y + floorH * 0.78, w * 1.2, floorH * 0.12));
  }
  win.lit(x0 + w * 0.2, yb - floorH * 1.2, w * 0.6, floorH * 1.2);
  const svg =
    path(outline, bodyFill) +
    path(shadeFace, flankFill) +
    `<g clip-path="url(#${clip})">${win.flush()}${group(slabs, { fill: slab, "fill-opacity": 0.35 })}</g>`;
  return { svg, fp: { x0: x0 - w * 0.1, x1: x0 + w * 1.1, top: yt } };
}
