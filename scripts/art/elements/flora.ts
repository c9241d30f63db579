import type { Ctx } from "../context";
import type { Rng } from "../rng";
import { group, n, path, poly, rect, type Pt } from "../svg";

interface PalmColours {
  frond: string;
  frondBack: string;
  trunk: string;
}

/**
 * One palm frond: an arching rib with leaflets hanging from it, drawn as a
 * single outline whose lower edge is toothed (the leaflet tips).
 */
function frond(crown: Pt, angle: number, len: number, droop: number, width: number, teeth = 9): string {
  const [cx, cy] = crown;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tip: Pt = [cx + dx * len, cy + dy * len + droop * len];
  const ctrl: Pt = [cx + dx * len * 0.55, cy + dy * len * 0.55 - len * 0.22];
  const at = (t: number): Pt => {
    const u = 1 - t;
    return [u * u * cx + 2 * u * t * ctrl[0] + t * t * tip[0], u * u * cy + 2 * u * t * ctrl[1] + t * t * tip[1]];
  };
  // Normal pointing "down" the frond (towards the ground side of the arch).
  const normal = (t: number): Pt => {
    const u = 1 - t;
    const tx = 2 * u * (ctrl[0] - cx) + 2 * t * (tip[0] - ctrl[0]);
    const ty = 2 * u * (ctrl[1] - cy) + 2 * t * (tip[1] - ctrl[1]);
    const l = Math.hypot(tx, ty) || 1;
    const nx = -ty / l;
    const ny = tx / l;
    return ny >= 0 ? [nx, ny] : [-nx, -ny];
  };
  const profile = (t: number) => Math.sin(Math.PI * Math.min(1, t * 1.05) ** 0.8);
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const steps = teeth * 2;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = at(t);
    const nv = normal(t);
    const w = width * profile(t);
    top.push([p[0] - nv[0] * w * 0.28, p[1] - nv[1] * w * 0.28]);
    // Leaflet tips reach out and back towards the tip; notches sit close to the rib.
    const reach = i % 2 === 1 ? 1 : 0.35;
    const lag = i % 2 === 1 ? len * 0.03 : 0;
    const tv = [tip[0] - p[0], tip[1] - p[1]];
    const tl = Math.hypot(tv[0] ?? 0, tv[1] ?? 0) || 1;
    bottom.push([p[0] + nv[0] * w * reach + ((tv[0] ?? 0) / tl) * lag, p[1] + nv[1] * w * reach + ((tv[1] ?? 0) / tl) * lag]);
  }
  const pts = [...top, ...bottom.reverse()];
  return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

/** A tapering trunk from base to crown, bowed by `bow` (px, sideways). */
function trunk(base: Pt, top: Pt, baseW: number, topW: number, bow: number): string {
  const mx = (base[0] + top[0]) / 2 + bow;
  const my = (base[1] + top[1]) / 2;
  const mw = (baseW + topW) / 2;
  return `M${n(base[0] - baseW / 2)} ${n(base[1])}Q${n(mx - mw / 2)} ${n(my)} ${n(top[0] - topW / 2)} ${n(top[1])}L${n(top[0] + topW / 2)} ${n(top[1])}Q${n(mx + mw / 2)} ${n(my)} ${n(base[0] + baseW / 2)} ${n(base[1])}Z`;
}

/** A coconut palm: a curved, leaning trunk and a full crown of arching fronds. */
export function palm(rng: Rng, base: Pt, height: number, lean: number, c: PalmColours): string {
  const top: Pt = [base[0] + lean * height, base[1] - height];
  const out: string[] = [path(trunk(base, top, height * 0.05, height * 0.028, -lean * height * 0.28), c.trunk)];
  // Faint growth rings.
  const rings: string[] = [];
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const x = base[0] + (top[0] - base[0]) * t - lean * height * 0.28 * 2 * t * (1 - t);
    const y = base[1] + (top[1] - base[1]) * t;
    const w = height * (0.05 - 0.022 * t);
    rings.push(rect(x - w / 2, y, w, height * 0.004));
  }
  out.push(group(rings, { fill: c.frondBack, "fill-opacity": 0.25 }));
  const count = rng.int(7, 10);
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < count; i++) {
    // Spread across the upper half-circle, denser at the sides.
    const u = (i + rng.range(0.2, 0.8)) / count;
    const angle = Math.PI + u * Math.PI + rng.range(-0.12, 0.12);
    const sideways = Math.abs(Math.cos(angle));
    const len = height * rng.range(0.3, 0.42) * (0.8 + 0.3 * sideways);
    const droop = 0.12 + 0.55 * sideways ** 2 + rng.range(0, 0.12);
    const d = frond(top, angle, len, droop, len * rng.range(0.13, 0.17));
    (i % 2 === 0 ? front : back).push(d);
  }
  out.push(path(back.join(""), c.frondBack));
  out.push(path(front.join(""), c.frond));
  return group(out);
}

/** A tall, skinny Los Angeles fan palm: a ruler-straight trunk, a small tuft. */
export function tallPalm(rng: Rng, base: Pt, height: number, c: PalmColours): string {
  const lean = rng.range(-0.04, 0.04);
  const top: Pt = [base[0] + lean * height, base[1] - height];
  const out: string[] = [path(trunk(base, top, height * 0.022, height * 0.013, rng.range(-1, 1) * height * 0.02), c.trunk)];
  const r = height * rng.range(0.07, 0.09);
  // The dry skirt below the crown.
  out.push(
    poly(
      [
        [top[0] - r * 0.28, top[1]],
        [top[0] + r * 0.28, top[1]],
        [top[0] + r * 0.14, top[1] + r * 0.9],
        [top[0] - r * 0.14, top[1] + r * 0.9],
      ],
      c.frondBack,
    ),
  );
  const fronds: string[] = [];
  const count = rng.int(9, 12);
  for (let i = 0; i < count; i++) {
    const angle = Math.PI + ((i + 0.5) / count) * Math.PI + rng.range(-0.1, 0.1);
    const sideways = Math.abs(Math.cos(angle));
    fronds.push(frond(top, angle, r * rng.range(0.9, 1.25), 0.25 + 0.6 * sideways, r * 0.22, 5));
  }
  out.push(path(fronds.join(""), c.frond));
  return group(out);
}

interface PineColours {
  lit: string;
  shade: string;
  snow?: string;
  trunk: string;
}

/** A conifer of stacked tiers, each with a shaded half and, in Aspen, a dusting of snow. */
export function pine(rng: Rng, base: Pt, height: number, c: PineColours, lightFromLeft: boolean): string {
  const tiers = rng.int(4, 6);
  const width = height * rng.range(0.36, 0.46);
  const out: string[] = [rect(base[0] - height * 0.025, base[1] - height * 0.12, height * 0.05, height * 0.13, c.trunk)];
  const lit: string[] = [];
  const shade: string[] = [];
  const snow: string[] = [];
  const trunkH = height * 0.08;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const bottom = base[1] - trunkH - (height - trunkH) * t * 0.82;
    const tierH = (height - trunkH) * (0.36 - 0.1 * t);
    const half = (width / 2) * (1 - t * 0.78);
    const apex: Pt = [base[0], bottom - tierH];
    const sag = tierH * 0.12;
    lit.push(
      `M${n(apex[0])} ${n(apex[1])}Q${n(base[0] - half * 0.45)} ${n(bottom - tierH * 0.3)} ${n(base[0] - half)} ${n(bottom)}Q${n(base[0])} ${n(bottom - sag)} ${n(base[0] + half)} ${n(bottom)}Q${n(base[0] + half * 0.45)} ${n(bottom - tierH * 0.3)} ${n(apex[0])} ${n(apex[1])}Z`,
    );
    const s = lightFromLeft ? 1 : -1;
    shade.push(
      `M${n(apex[0])} ${n(apex[1])}Q${n(base[0] + s * half * 0.45)} ${n(bottom - tierH * 0.3)} ${n(base[0] + s * half)} ${n(bottom)}Q${n(base[0] + s * half * 0.5)} ${n(bottom - sag * 0.6)} ${n(base[0] + s * half * 0.05)} ${n(bottom - sag)}Z`,
    );
    if (c.snow) {
      const sl = -s;
      snow.push(
        `M${n(apex[0])} ${n(apex[1])}Q${n(base[0] + sl * half * 0.4)} ${n(bottom - tierH * 0.35)} ${n(base[0] + sl * half * 0.95)} ${n(bottom - tierH * 0.04)}Q${n(base[0] + sl * half * 0.55)} ${n(bottom - tierH * 0.22)} ${n(base[0] + sl * half * 0.1)} ${n(bottom - tierH * 0.55)}Z`,
      );
    }
  }
  out.push(path(lit.join(""), c.lit), path(shade.join(""), c.shade));
  if (c.snow) out.push(path(snow.join(""), c.snow));
  return group(out);
}

/** An Italian cypress: a tall, closed flame of dark green. */
export function cypress(base: Pt, height: number, fill: string, shade: string, lightFromLeft: boolean): string {
  const w = height * 0.14;
  const [x, y] = base;
  const outline = `M${n(x)} ${n(y - height)}C${n(x + w * 0.7)} ${n(y - height * 0.7)} ${n(x + w * 0.62)} ${n(y - height * 0.15)} ${n(x + w * 0.2)} ${n(y)}L${n(x - w * 0.2)} ${n(y)}C${n(x - w * 0.62)} ${n(y - height * 0.15)} ${n(x - w * 0.7)} ${n(y - height * 0.7)} ${n(x)} ${n(y - height)}Z`;
  const s = lightFromLeft ? 1 : -1;
  const half = `M${n(x)} ${n(y - height)}C${n(x + s * w * 0.7)} ${n(y - height * 0.7)} ${n(x + s * w * 0.62)} ${n(y - height * 0.15)} ${n(x + s * w * 0.2)} ${n(y)}L${n(x + s * w * 0.02)} ${n(y)}C${n(x + s * w * 0.2)} ${n(y - height * 0.4)} ${n(x + s * w * 0.1)} ${n(y - height * 0.8)} ${n(x)} ${n(y - height)}Z`;
  return path(outline, fill) + path(half, shade);
}

/** A loose row of clipped shrubs standing on y, from x0 to x1. */
export function shrubs(rng: Rng, x0: number, x1: number, y: number, h: number, fill: string, dark: string): string {
  const a: string[] = [];
  const b: string[] = [];
  let x = x0;
  let i = 0;
  while (x < x1) {
    const bw = Math.min(h * rng.range(1.4, 3.6), x1 - x + h);
    const bh = h * rng.range(0.65, 1.1);
    (i++ % 2 === 0 ? a : b).push(rect(x, y - bh, bw, bh + 1, undefined, { rx: Math.min(bh, bw) * 0.5 }));
    x += bw + h * rng.range(-0.3, 0.9);
  }
  return group(a, { fill }) + group(b, { fill: dark });
}

/** Beach parasol: a striped canopy on a thin pole. */
export function parasol(ctx: Ctx, base: Pt, size: number, canopy: string, stripe: string, pole: string): string {
  const [x, y] = base;
  const top = y - size;
  const r = size * 0.55;
  const tilt = ctx.rng.fork(`parasol${x}`).range(-0.15, 0.15);
  const cx = x + tilt * size;
  const dome = `M${n(cx - r)} ${n(top + r * 0.28)}Q${n(cx)} ${n(top - r * 0.55)} ${n(cx + r)} ${n(top + r * 0.28)}Z`;
  const mid = `M${n(cx - r * 0.33)} ${n(top + r * 0.28)}Q${n(cx)} ${n(top - r * 0.58)} ${n(cx + r * 0.33)} ${n(top + r * 0.28)}Z`;
  return (
    `<path d="M${n(x)} ${n(y)}L${n(cx)} ${n(top)}" stroke="${pole}" stroke-width="${n(size * 0.035)}"/>` +
    path(dome, canopy) +
    path(mid, stripe)
  );
}
