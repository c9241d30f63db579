import type { Ctx } from "../context";
import type { Rng } from "../rng";
import { group, n, rect } from "../svg";

export type WindowShape = "rect" | "arch";

function shape(x: number, y: number, w: number, h: number, kind: WindowShape): string {
  if (kind === "rect") return rect(x, y, w, h);
  const r = w / 2;
  return `<path d="M${n(x)} ${n(y + h)}L${n(x)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}L${n(x + w)} ${n(y + h)}Z"/>`;
}

/**
 * Collects window rectangles for one building mass and writes them as three
 * groups (dark glass, warm light, warmer light), so the SVG stays small.
 */
export class Windows {
  private readonly glass: string[] = [];
  private readonly glow: string[] = [];
  private readonly glowAlt: string[] = [];
  /** Chance that a window is lit. */
  readonly p: number;

  constructor(
    private readonly ctx: Ctx,
    private readonly rng: Rng,
    boost = 1,
  ) {
    const base = { day: 0, "golden-hour": 0.05, dusk: 0.38, night: 0.58 }[ctx.spec.time];
    this.p = Math.min(0.9, base * boost * rng.range(0.8, 1.2));
  }

  /** A window that may be lit. */
  add(x: number, y: number, w: number, h: number, p = this.p, kind: WindowShape = "rect"): void {
    const r = shape(x, y, w, h, kind);
    if (this.rng.chance(p)) (this.rng.chance(0.7) ? this.glow : this.glowAlt).push(r);
    else this.glass.push(r);
  }

  /** A window that is always dark glass. */
  dark(x: number, y: number, w: number, h: number): void {
    this.glass.push(rect(x, y, w, h));
  }

  /** A window that is lit whenever lights are on at all. */
  lit(x: number, y: number, w: number, h: number, kind: WindowShape = "rect"): void {
    if (this.p > 0.1) this.glow.push(shape(x, y, w, h, kind));
    else this.glass.push(shape(x, y, w, h, kind));
  }

  flush(opacityScale = 1): string {
    const { pal } = this.ctx;
    const out =
      group(this.glass, { fill: pal.glass, "fill-opacity": (pal.glassOpacity * opacityScale).toFixed(2) }) +
      group(this.glow, { fill: pal.glow }) +
      group(this.glowAlt, { fill: pal.glowAlt });
    this.glass.length = 0;
    this.glow.length = 0;
    this.glowAlt.length = 0;
    return out;
  }
}
