import { gradientAt, mix } from "../color";
import type { Ctx } from "../context";
import { circle, group, n, path, rect } from "../svg";

/** Flat bands of sky, wide at the zenith and narrowing towards the horizon. */
export function sky(ctx: Ctx): string {
  const { W, H, pal, rng } = ctx;
  const count = rng.int(7, 9);
  const ratio = rng.range(0.8, 0.88);
  const weights = Array.from({ length: count }, (_, i) => ratio ** i);
  const total = weights.reduce((a, b) => a + b, 0);
  const out: string[] = [rect(0, 0, W, H, pal.horizon)];
  let y = 0;
  weights.forEach((w, i) => {
    const h = (w / total) * ctx.horizon;
    const t = (y + h / 2) / ctx.horizon;
    // Ease so the warm horizon colours hold a little longer near the ground.
    const eased = t ** 0.85;
    const isLast = i === count - 1;
    out.push(rect(0, y, W, isLast ? H - y : h + 1, gradientAt(pal.sky, eased)));
    y += h;
  });
  return out.join("");
}

export function stars(ctx: Ctx, evening = false): string {
  if (ctx.spec.time !== "night" && !(evening && ctx.spec.time === "dusk")) return "";
  const rng = ctx.rng.fork("stars");
  const { W, pal } = ctx;
  const count = ctx.spec.time === "night" ? rng.int(22, 40) : rng.int(8, 14);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, ctx.horizon * (ctx.spec.time === "night" ? 0.62 : 0.3));
    const r = rng.range(0.8, 2.1) * ctx.px;
    out.push(circle(x, y, r, undefined, { "fill-opacity": rng.range(0.35, 0.85).toFixed(2) }));
  }
  return group(out, { fill: mix(pal.sun, "#ffffff", 0.3) });
}

/** Sun, or the moon at night, with two flat halo rings. */
export function sun(ctx: Ctx): string {
  const { pal, spec } = ctx;
  const { x, y, r } = ctx.sun;
  const halo = mix(pal.sun, pal.horizon, 0.25);
  const rings =
    circle(x, y, r * 2.4, halo, { "fill-opacity": spec.time === "night" ? 0.05 : 0.1 }) +
    circle(x, y, r * 1.55, halo, { "fill-opacity": spec.time === "night" ? 0.08 : 0.16 });
  if (spec.time !== "night") return rings + circle(x, y, r, pal.sun);
  const rng = ctx.rng.fork("moon");
  if (rng.chance(0.35)) return rings + circle(x, y, r, pal.sun);
  // A crescent: the outer semicircle, back along a flatter inner arc.
  const inner = r * rng.range(1.25, 1.8);
  const side = rng.chance(0.5) ? 1 : 0;
  const d = `M${n(x)} ${n(y - r)}A${n(r)} ${n(r)} 0 0 ${side} ${n(x)} ${n(y + r)}A${n(inner)} ${n(inner)} 0 0 ${1 - side} ${n(x)} ${n(y - r)}Z`;
  return rings + path(d, pal.sun);
}

/** A few long, thin cloud streaks: quiet, horizontal, never fluffy. */
export function clouds(ctx: Ctx, minY = 0): string {
  const rng = ctx.rng.fork("clouds");
  const { W, pal } = ctx;
  const count = rng.int(1, 4);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = W * rng.range(0.14, 0.34);
    const h = ctx.H * rng.range(0.009, 0.017);
    const x = rng.range(-w * 0.3, W - w * 0.7);
    const y = rng.range(Math.max(minY, ctx.horizon * 0.12), Math.max(minY + ctx.H * 0.05, ctx.horizon * 0.72));
    out.push(rect(x, y, w, h, undefined, { rx: h / 2 }));
    if (rng.chance(0.6)) {
      const w2 = w * rng.range(0.45, 0.75);
      out.push(rect(x + rng.range(-0.1, 0.4) * w, y + h * rng.range(1.7, 2.3), w2, h * 0.8, undefined, { rx: h * 0.4 }));
    }
  }
  return group(out, { fill: pal.cloud, "fill-opacity": pal.cloudOpacity });
}

/** Falling snow: soft dots across the whole frame. */
export function snowfall(ctx: Ctx): string {
  const rng = ctx.rng.fork("snowfall");
  const out: string[] = [];
  const count = rng.int(70, 110);
  for (let i = 0; i < count; i++) {
    out.push(
      circle(rng.range(0, ctx.W), rng.range(0, ctx.H), rng.range(1.5, 4) * ctx.px, undefined, {
        "fill-opacity": rng.range(0.45, 0.9).toFixed(2),
      }),
    );
  }
  return group(out, { fill: ctx.pal.snow });
}
