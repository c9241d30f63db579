import type { Ctx } from "../context";
import { circle, group, n, path, smoothThrough, type Pt } from "../svg";

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
