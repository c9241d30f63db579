import type { Ctx } from "../context";
import { group, poly, rect, type Pt } from "../svg";

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
