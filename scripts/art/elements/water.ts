import { mix } from "../color";
import type { Ctx } from "../context";
import { group, n, rect } from "../svg";

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
