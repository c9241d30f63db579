import type { Ctx, Footprint } from "../context";
import { WORDMARK_ZONE } from "../elements/wordmark";
import type { Rng } from "../rng";

/** x positions for n things that keep clear of [x0, x1] where they can. */
export function besides(rng: Rng, W: number, fp: Footprint, count: number, pad: number): number[] {
  const left: [number, number] = [W * 0.02, fp.x0 - pad];
  const right: [number, number] = [fp.x1 + pad, W * 0.98];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const zones = [left, right].filter(([a, b]) => b - a > W * 0.04);
    const zone = zones.length ? rng.pick(zones) : ([W * 0.02, W * 0.98] as [number, number]);
    out.push(rng.range(zone[0], zone[1]));
  }
  return out.sort((a, b) => a - b);
}

/**
 * Height for a tree rooted at baseY that keeps its crown (crownShare of the
 * height above the trunk top) below the wordmark, if there is one.
 */
export function fit(ctx: Ctx, baseY: number, height: number, crownShare: number): number {
  if (!ctx.spec.wordmark) return height;
  const room = baseY - ctx.H * (WORDMARK_ZONE + 0.04);
  return Math.max(ctx.H * 0.08, Math.min(height, room / (1 + crownShare)));
}
