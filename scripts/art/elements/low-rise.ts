import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { group, poly, rect } from "../svg";
import { faceColours } from "./face-colours";
import { Windows } from "./windows";

/** A terraced mid-rise: bright balcony slabs over bands of glass, a rooftop pergola. */
export function lowRise(
  ctx: Ctx,
  rng: Rng,
  opts: { floors?: readonly [number, number]; lodge?: boolean } = {},
): { svg: string; fp: Footprint } {
  const { W, H, pal } = ctx;
  const [fMin, fMax] = opts.floors ?? [3, 6];
  const floors = rng.int(fMin, fMax);
  const fh = H * rng.range(0.03, 0.04);
  const w = Math.min(H * rng.range(0.5, 0.8), W * 0.62);
  const d = w * rng.range(0.06, 0.12);
  const h = floors * fh;
  const sideRight = rng.chance(0.5);
  const x = ctx.focusX - (w + d) / 2;
  const base = ctx.ground;
  const col = faceColours(ctx, sideRight, ctx.focusX, 0);
  const fx = sideRight ? x : x + d;
  const sx = sideRight ? x + w : x;
  const out: string[] = [];
  let top = base - h;

  if (!opts.lodge && rng.chance(0.55)) {
    // A taller block behind, to one side.
    const bw = w * rng.range(0.28, 0.4);
    const bh = h * rng.range(1.4, 1.9);
    const bx = rng.chance(0.5) ? fx + w * rng.range(0.02, 0.12) : fx + w - bw - w * rng.range(0.02, 0.12);
    const back = faceColours(ctx, sideRight, ctx.focusX, 0.12);
    const bwin = new Windows(ctx, rng.fork("back"));
    out.push(rect(bx, base - bh, bw, bh, back.front));
    for (let y = base - bh + fh * 0.5; y < base - h - fh * 0.3; y += fh) {
      for (let c = 0; c < 4; c++) bwin.add(bx + bw * 0.08 + (c * bw * 0.84) / 4 + bw * 0.02, y, (bw * 0.84) / 4 - bw * 0.04, fh * 0.5);
    }
    out.push(bwin.flush());
    top = Math.min(top, base - bh);
  }

  const win = new Windows(ctx, rng);
  out.push(rect(sx, base - h, d, h + 1, col.side), rect(fx, base - h, w, h + 1, col.front));
  const cols = rng.int(5, 9);
  const slab = mix(col.lit, "#ffffff", 0.3);
  const slabs: string[] = [];
  for (let i = 0; i < floors; i++) {
    const y = base - (i + 1) * fh;
    const panelW = (w * 0.94) / cols;
    for (let c = 0; c < cols; c++) {
      const px = fx + w * 0.03 + c * panelW;
      if (i === 0) win.lit(px + panelW * 0.04, y + fh * 0.18, panelW * 0.92, fh * 0.72);
      else win.add(px + panelW * 0.04, y + fh * 0.18, panelW * 0.92, fh * 0.62);
    }
    const sideCols = Math.max(1, Math.round((cols * d) / w));
    for (let c = 0; c < sideCols; c++) {
      win.add(sx + d * 0.12 + (c * d * 0.76) / sideCols, y + fh * 0.2, (d * 0.76) / sideCols - d * 0.06, fh * 0.55);
    }
    if (i > 0) slabs.push(rect(fx - w * 0.012, y + fh * 0.84, w * 1.024, fh * 0.13));
  }
  out.push(win.flush());
  out.push(group(slabs, { fill: slab }));
  out.push(rect(fx - w * 0.015, base - h - fh * 0.12, w * 1.03, fh * 0.16, slab));
  if (opts.lodge) {
    // A mountain lodge: a shallow gable over the block, heavy with snow.
    const e = w * 0.04;
    const rh = Math.min(h * rng.range(0.5, 0.7), w * 0.16);
    const y0 = base - h - fh * 0.1;
    const ridge: [number, number] = [fx + w / 2, y0 - rh];
    const t = fh * 0.45;
    out.push(
      poly(
        [
          [fx, base - h + 1],
          [fx, y0 + t],
          [ridge[0], ridge[1] + t],
          [fx + w, y0 + t],
          [fx + w, base - h + 1],
        ],
        col.front,
      ),
    );
    out.push(
      poly(
        [[fx - e, y0 + t * 0.3], ridge, [fx + w + e, y0 + t * 0.3], [fx + w + e, y0 + t], [ridge[0], ridge[1] + t], [fx - e, y0 + t]],
        pal.flat(pal.m.roof),
      ),
    );
    const snowTop: [number, number][] = [
      [fx - e * 1.2, y0 + t * 0.3],
      ridge,
      [fx + w + e * 1.2, y0 + t * 0.3],
      [fx + w + e * 1.2, y0 - t * 0.25],
      [ridge[0], ridge[1] - t * 0.9],
      [fx - e * 1.2, y0 - t * 0.25],
    ];
    out.push(poly(snowTop, pal.snow));
    const fromLeft = ctx.sun.x < ctx.focusX;
    out.push(
      poly(
        fromLeft
          ? [ridge, snowTop[2] as [number, number], snowTop[3] as [number, number], snowTop[4] as [number, number]]
          : [ridge, snowTop[0] as [number, number], snowTop[5] as [number, number], snowTop[4] as [number, number]],
        pal.snowShade,
      ),
    );
    top = Math.min(top, ridge[1] - t);
  } else if (rng.chance(0.6)) {
    // Rooftop pergola.
    const pw = w * rng.range(0.25, 0.45);
    const px = fx + (rng.chance(0.5) ? w * 0.08 : w * 0.92 - pw);
    const ph = fh * 0.7;
    const posts: string[] = [];
    const beams = rng.int(3, 6);
    for (let i = 0; i <= beams; i++) posts.push(rect(px + (pw * i) / beams, base - h - ph, Math.max(1.5 * ctx.px, w * 0.006), ph));
    posts.push(rect(px, base - h - ph, pw + w * 0.006, fh * 0.1));
    out.push(group(posts, { fill: col.side }));
    top = Math.min(top, base - h - ph);
  }
  return { svg: group(out), fp: { x0: x, x1: x + w + d, top } };
}
