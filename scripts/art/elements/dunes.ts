import type { Ctx } from "../context";
import { n, path } from "../svg";

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
