import { mix } from "../color";
import type { Ctx } from "../context";
import { circle, group, n, path, poly, rect, smoothThrough, type Pt } from "../svg";

/** A distant city: flat blocks faded into the horizon, a few lit windows at night. */
export function farSkyline(ctx: Ctx, base: number, opts: { maxH: number; haze: number; spire?: boolean; label?: string }): string {
  const rng = ctx.rng.fork(opts.label ?? "far-skyline");
  const { W, H, pal, spec } = ctx;
  const tone = pal.haze(pal.shade(pal.m.wallShade), opts.haze);
  const toneB = pal.haze(pal.lit(pal.m.wallShade), opts.haze + 0.06);
  const cluster = rng.range(0.2, 0.8) * W;
  const spread = W * rng.range(0.18, 0.32);
  const blocks: string[] = [];
  const lights: string[] = [];
  let x = -W * 0.02;
  let i = 0;
  while (x < W * 1.02) {
    const bw = H * rng.range(0.025, 0.065);
    const d = (x - cluster) / spread;
    const profile = 0.22 + 0.78 * Math.exp(-d * d);
    const bh = opts.maxH * profile * rng.range(0.45, 1);
    const fill = i % 3 === 1 ? toneB : tone;
    const top = base - bh;
    blocks.push(rect(x, top, bw, bh + 2, fill));
    if (rng.chance(0.25)) {
      const sw = bw * rng.range(0.4, 0.7);
      blocks.push(rect(x + (bw - sw) / 2, top - bh * rng.range(0.06, 0.14), sw, bh * 0.2, fill));
    }
    if (rng.chance(0.12)) blocks.push(rect(x + bw / 2 - ctx.px, top - bh * 0.28, 2 * ctx.px, bh * 0.3, fill));
    if ((spec.time === "night" || spec.time === "dusk") && bh > opts.maxH * 0.4) {
      const dots = rng.int(0, spec.time === "night" ? 5 : 2);
      for (let k = 0; k < dots; k++) {
        lights.push(rect(x + rng.range(0.15, 0.75) * bw, top + rng.range(0.1, 0.85) * bh, bw * 0.12, H * 0.004, undefined));
      }
    }
    x += bw * rng.range(0.7, 1.15);
    i++;
  }
  if (opts.spire) {
    // A needle-thin supertall, stepping in as it rises.
    const sx = rng.chance(0.5) ? cluster : rng.range(0.15, 0.85) * W;
    const sh = opts.maxH * rng.range(1.9, 2.4);
    const sw = H * 0.05;
    const pts: Pt[] = [[sx - sw / 2, base]];
    const steps = 5;
    for (let s = 0; s < steps; s++) {
      const y = base - (sh * 0.72 * (s + 1)) / steps;
      const half = (sw / 2) * (1 - (s + 1) / (steps + 1.5));
      const prevHalf = (sw / 2) * (1 - s / (steps + 1.5));
      pts.push([sx - prevHalf, y], [sx - half, y]);
    }
    pts.push([sx, base - sh]);
    const right: Pt[] = pts
      .slice(1, -1)
      .reverse()
      .map(([px, py]) => [2 * sx - px, py] as Pt);
    blocks.push(poly([...pts, ...right, [sx + sw / 2, base]], tone));
  }
  return group(blocks) + group(lights, { fill: pal.glow, "fill-opacity": spec.time === "night" ? 0.75 : 0.5 });
}

/**
 * A mountain range: overlapping peaks with a lit face and a shaded face,
 * snow caps with a torn lower edge.
 */
export function mountains(
  ctx: Ctx,
  base: number,
  opts: { count: number; minH: number; maxH: number; lit: string; shade: string; snow: boolean; label: string },
): string {
  const rng = ctx.rng.fork(opts.label);
  const { W, pal } = ctx;
  const out: string[] = [];
  const snowLit = pal.snow;
  const snowShade = pal.snowShade;
  const span = W * 1.3;
  for (let i = 0; i < opts.count; i++) {
    const px = -W * 0.15 + (span * (i + rng.range(0.2, 0.8))) / opts.count;
    const h = rng.range(opts.minH, opts.maxH);
    const apex: Pt = [px, base - h];
    const left: Pt = [px - h * rng.range(1.2, 1.9), base + 2];
    const right: Pt = [px + h * rng.range(1.2, 1.9), base + 2];
    const lightFromLeft = ctx.sun.x < px;
    // The ridge that divides light from shade, with a kink halfway down.
    const side = lightFromLeft ? 1 : -1;
    const kink: Pt = [px + side * h * rng.range(0.12, 0.35), base - h * rng.range(0.45, 0.6)];
    const foot: Pt = [px + side * h * rng.range(0.05, 0.4), base + 2];
    const shadeFace: Pt[] = [apex, lightFromLeft ? right : left, foot, kink];
    out.push(poly([left, apex, right], opts.lit));
    out.push(poly(shadeFace, opts.shade));
    if (opts.snow && h > opts.minH * 1.05) {
      const f = rng.range(0.26, 0.4);
      const L: Pt = [apex[0] + (left[0] - apex[0]) * f, apex[1] + (left[1] - apex[1]) * f];
      const R: Pt = [apex[0] + (right[0] - apex[0]) * f, apex[1] + (right[1] - apex[1]) * f];
      const teeth = rng.int(3, 5);
      const edge: Pt[] = [];
      for (let k = 1; k < teeth; k++) {
        const t = k / teeth;
        const y = L[1] + (R[1] - L[1]) * t + (k % 2 === 0 ? -1 : 1) * h * f * rng.range(0.1, 0.35);
        edge.push([L[0] + (R[0] - L[0]) * t, y]);
      }
      const cap: Pt[] = [apex, L, ...edge, R];
      const clip = ctx.uid("snow");
      ctx.defs.push(`<clipPath id="${clip}">${poly(shadeFace)}</clipPath>`);
      out.push(poly(cap, snowLit));
      out.push(poly(cap, snowShade, { "clip-path": `url(#${clip})` }));
    }
  }
  return group(out);
}

/** Rolling hills as one smooth silhouette, filled down to the bottom of the frame. */
export function hills(ctx: Ctx, base: number, opts: { amp: number; fill: string; points: number; label: string; trees?: string }): string {
  const rng = ctx.rng.fork(opts.label);
  const { W, H } = ctx;
  const pts: Pt[] = [];
  const phase = rng.range(0, Math.PI * 2);
  const freq = rng.range(1.2, 2.4);
  for (let i = 0; i <= opts.points; i++) {
    const t = i / opts.points;
    const wave = 0.55 + 0.45 * Math.sin(phase + t * Math.PI * freq);
    pts.push([-W * 0.05 + t * W * 1.1, base - opts.amp * wave * rng.range(0.75, 1)]);
  }
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  const d = `${smoothThrough(pts)}L${n(last[0])} ${n(H)}L${n(first[0])} ${n(H)}Z`;
  let trees = "";
  if (opts.trees) {
    // Small dark dots of trees scattered just under the ridge.
    const dots: string[] = [];
    const count = rng.int(8, 18);
    for (let k = 0; k < count; k++) {
      const t = rng.next();
      const x = -W * 0.05 + t * W * 1.1;
      const seg = Math.min(pts.length - 2, Math.floor(t * opts.points));
      const a = pts[seg] as Pt;
      const b = pts[seg + 1] as Pt;
      const ridgeY = a[1] + (b[1] - a[1]) * ((x - a[0]) / (b[0] - a[0]));
      const r = ctx.H * rng.range(0.006, 0.011);
      dots.push(circle(x, ridgeY + r * rng.range(1.2, 4), r));
    }
    trees = group(dots, { fill: opts.trees });
  }
  return path(d, opts.fill) + trees;
}

/**
 * A band of dunes: one silhouette of crests, each with a long sunlit windward
 * slope and a steeper slip face in shade, filled down to `bottom`.
 */
export function dunes(
  ctx: Ctx,
  base: number,
  opts: { count: number; minH: number; maxH: number; lit: string; shade: string; label: string; bottom?: number },
): string {
  const rng = ctx.rng.fork(opts.label);
  const { W, H } = ctx;
  const bottom = opts.bottom ?? H;
  // Built as if the light came from the left, then mirrored if it does not.
  const mirror = ctx.sun.x >= W / 2;
  const X = (x: number) => (mirror ? W - x : x);
  const step = (W * 1.3) / opts.count;
  let vx = -W * 0.15;
  let vy = base - rng.range(0, opts.minH * 0.5);
  let outline = `M${n(X(vx))} ${n(bottom)}L${n(X(vx))} ${n(vy)}`;
  const slips: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const h = rng.range(opts.minH, opts.maxH);
    const cx = vx + step * rng.range(0.5, 0.7);
    const cy = base - h;
    const nx = vx + step * rng.range(0.85, 1.15);
    const ny = base - rng.range(0, opts.minH * 0.5);
    const windward = `C${n(X(vx + (cx - vx) * 0.5))} ${n(vy)} ${n(X(cx - (cx - vx) * 0.3))} ${n(cy)} ${n(X(cx))} ${n(cy)}`;
    const lee = `C${n(X(cx + (nx - cx) * 0.12))} ${n(cy)} ${n(X(nx - (nx - cx) * 0.55))} ${n(ny)} ${n(X(nx))} ${n(ny)}`;
    outline += windward + lee;
    const d = nx - cx;
    // The slip face: a crescent of shade hanging from the crest down to the trough.
    slips.push(
      `M${n(X(cx))} ${n(cy)}${lee}C${n(X(nx - d * 0.5))} ${n(ny + h * 0.06)} ${n(X(cx + d * 0.12))} ${n(cy + h * 0.5)} ${n(X(cx))} ${n(cy)}Z`,
    );
    vx = nx;
    vy = ny;
  }
  outline += `L${n(X(vx))} ${n(bottom)}Z`;
  return path(outline, opts.lit) + path(slips.join(""), opts.shade);
}

/**
 * Horizontal ripple stripes, thinner and denser towards the horizon,
 * and the sun's broken column of light.
 */
export function waterStripes(ctx: Ctx, y0: number, y1: number, opts: { light: string; glitter: boolean; label: string }): string {
  const rng = ctx.rng.fork(opts.label);
  const { W, H, pal } = ctx;
  const out: string[] = [];
  const lines = rng.int(9, 15);
  for (let i = 0; i < lines; i++) {
    const t = ((i + rng.range(0.1, 0.9)) / lines) ** 1.4;
    const y = y0 + (y1 - y0) * t;
    const th = H * (0.0018 + 0.005 * t);
    const dashes = rng.int(1, 3);
    for (let k = 0; k < dashes; k++) {
      const len = W * rng.range(0.04, 0.22) * (0.5 + t);
      out.push(rect(rng.range(-0.1, 1) * W, y, len, th, undefined, { rx: th / 2 }));
    }
  }
  let glitter = "";
  const { x: sx, r } = ctx.sun;
  if (opts.glitter && sx > -r && sx < W + r) {
    const g: string[] = [];
    const count = rng.int(6, 10);
    for (let k = 0; k < count; k++) {
      const t = ((k + rng.range(0, 0.6)) / count) ** 1.3;
      const y = y0 + (y1 - y0) * t + H * 0.004;
      const half = r * rng.range(0.25, 0.9) * (1 - 0.35 * t) * (k === 0 ? 1.3 : 1);
      const th = H * (0.003 + 0.006 * t);
      g.push(rect(sx - half + rng.range(-0.15, 0.15) * r, y, half * 2, th, undefined, { rx: th / 2 }));
    }
    glitter = group(g, { fill: pal.sun, "fill-opacity": ctx.spec.time === "night" ? 0.45 : 0.7 });
  }
  return group(out, { fill: opts.light, "fill-opacity": 0.55 }) + glitter;
}

/** Open sea between the horizon and the shore, lighter where it meets the sky. */
export function sea(ctx: Ctx, y0: number, y1: number): string {
  const { W, pal } = ctx;
  const water = pal.flat(pal.m.water);
  const far = mix(water, pal.horizon, 0.35);
  const h = y1 - y0;
  return (
    rect(0, y0, W, h + 1, water) +
    rect(0, y0, W, h * 0.18, far) +
    rect(0, y0 + h * 0.18, W, h * 0.12, mix(water, far, 0.5)) +
    waterStripes(ctx, y0 + h * 0.05, y1 - h * 0.08, {
      light: pal.flat(pal.m.waterLight),
      glitter: true,
      label: "sea",
    })
  );
}

/**
 * A bay in the foreground that mirrors what stands on its far shore
 * (the ids passed in), cut by ripple stripes.
 */
export function bay(ctx: Ctx, y0: number, mirror: readonly string[]): string {
  const { W, H, pal } = ctx;
  const water = pal.flat(pal.m.water);
  const deep = mix(water, pal.shade(pal.m.water), 0.5);
  const clip = ctx.uid("bay");
  const fade = ctx.uid("fade");
  ctx.defs.push(
    `<clipPath id="${clip}">${rect(0, y0, W, H - y0)}</clipPath>`,
    `<linearGradient id="${fade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}" stop-opacity="0.15"/><stop offset="1" stop-color="${deep}" stop-opacity="0.9"/></linearGradient>`,
  );
  const uses = mirror.map((id) => `<use href="#${id}"/>`).join("");
  const strength = { day: 0.3, "golden-hour": 0.36, dusk: 0.42, night: 0.5 }[ctx.spec.time];
  const reflection = `<g clip-path="url(#${clip})" opacity="${strength}"><g transform="matrix(1 0 0 -1 0 ${n(2 * y0)})">${uses}</g></g>`;
  // Opaque water-coloured lines that slice the reflection into bands.
  const rng = ctx.rng.fork("bay-cuts");
  const cuts: string[] = [];
  let y = y0 + H * 0.01;
  while (y < H) {
    const gap = H * rng.range(0.008, 0.02) * (1 + (3 * (y - y0)) / (H - y0));
    const th = gap * rng.range(0.25, 0.45);
    cuts.push(rect(0, y, W, th));
    y += gap;
  }
  return (
    rect(0, y0, W, H - y0, water) +
    reflection +
    group(cuts, { fill: water, "fill-opacity": 0.7 }) +
    rect(0, y0, W, H - y0, `url(#${fade})`) +
    waterStripes(ctx, y0 + (H - y0) * 0.04, H, { light: pal.flat(pal.m.waterLight), glitter: true, label: "bay" })
  );
}
