import type { Ctx } from "../context";
import { group, poly } from "../svg";

/** Small sailboats between y0 and y1, sails catching the light. */
export function sailboats(ctx: Ctx, y0: number, y1: number, min: number, max: number): string {
  const rng = ctx.rng.fork("boats");
  const count = rng.int(min, max);
  const out: string[] = [];
  const sail = ctx.pal.haze(ctx.pal.lit(ctx.pal.m.wall), 0.15);
  const hull = ctx.pal.shade(ctx.pal.m.wallShade);
  for (let i = 0; i < count; i++) {
    const t = rng.next();
    const x = rng.range(0.06, 0.94) * ctx.W;
    const y = y0 + (y1 - y0) * t;
    // Nearer boats (lower in the frame) are larger.
    const h = ctx.H * (0.02 + 0.03 * t) * rng.range(0.85, 1.15);
    out.push(
      poly(
        [
          [x, y - h],
          [x + h * 0.45, y - h * 0.08],
          [x, y - h * 0.08],
        ],
        sail,
      ),
      poly(
        [
          [x - h * 0.05, y - h * 0.8],
          [x - h * 0.32, y - h * 0.08],
          [x - h * 0.05, y - h * 0.08],
        ],
        sail,
        { "fill-opacity": 0.85 },
      ),
      poly(
        [
          [x - h * 0.42, y - h * 0.1],
          [x + h * 0.55, y - h * 0.1],
          [x + h * 0.4, y + h * 0.06],
          [x - h * 0.3, y + h * 0.06],
        ],
        hull,
      ),
    );
  }
  return group(out);
}
