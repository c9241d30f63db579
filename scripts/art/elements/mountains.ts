import type { Ctx } from "../context";
import { group, poly, type Pt } from "../svg";

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
