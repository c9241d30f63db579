import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { group, n, path, rect } from "../svg";
import { Windows } from "./windows";

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
