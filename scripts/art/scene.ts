/**
 * Layered flat-colour travel-poster scenes, as SVG. Pure: the same spec always
 * gives the same string. Layers, back to front: sky bands, stars, sun or moon,
 * clouds, the distant layer of the place (city, mountains, hills, dunes), the
 * middle ground, the building, water, and the foreground (palms, pines, dunes).
 */
import type { Ctx, Footprint } from "./context";
import { chalet, lowRise, villa } from "./elements/houses";
import { cypress, palm, parasol, pine, shrubs, tallPalm } from "./elements/flora";
import { bay, dunes, farSkyline, hills, mountains, sea } from "./elements/land";
import { clouds, snowfall, stars, sky, sun } from "./elements/sky";
import { WORDMARK_ZONE, wordmark } from "./elements/wordmark";
import { curvedTower, randomTower, skylineCluster, tower, twinTowers } from "./elements/towers";
import { adjust, mix } from "./color";
import { paletteFor } from "./palette";
import { Rng } from "./rng";
import { group, n, poly, rect } from "./svg";
import { BUILDINGS, DETAILS, LAYOUT, PLACES, TIMES, type Detail, type SceneSpec } from "./types";

export type { Building, Place, SceneSpec, Time } from "./types";
export { BUILDINGS, DETAILS, PLACES, TIMES } from "./types";

function assertSpec(spec: SceneSpec): void {
  if (!PLACES.includes(spec.place)) throw new Error(`Unknown place: ${String(spec.place)}`);
  if (!BUILDINGS.includes(spec.building)) throw new Error(`Unknown building: ${String(spec.building)}`);
  if (!TIMES.includes(spec.time)) throw new Error(`Unknown time: ${String(spec.time)}`);
  for (const d of spec.details ?? []) if (!DETAILS.includes(d)) throw new Error(`Unknown detail: ${String(d)}`);
  if (spec.wordmark !== undefined && !/^[\p{L}\p{N} .&'’-]{1,40}$/u.test(spec.wordmark)) throw new Error(`Bad wordmark: ${spec.wordmark}`);
  for (const v of [spec.width, spec.height]) {
    if (!Number.isFinite(v) || v < 16 || v > 8192) throw new Error(`Bad scene size: ${spec.width}x${spec.height}`);
  }
}

function makeCtx(spec: SceneSpec): Ctx {
  const rng = new Rng(spec.seed);
  const W = spec.width;
  const H = spec.height;
  const layout = LAYOUT[spec.place];
  const lr = rng.fork("layout");
  const heights: Record<typeof layout, [number, number, number, number]> = {
    beach: [0.5, 0.58, 0.76, 0.82],
    bay: [0.6, 0.68, 0, 0],
    alpine: [0.5, 0.56, 0.74, 0.8],
    hills: [0.55, 0.62, 0.75, 0.8],
    desert: [0.56, 0.63, 0.74, 0.79],
    plain: [0.58, 0.64, 0.76, 0.8],
  };
  const [h0, h1, g0, g1] = heights[layout];
  const horizon = H * lr.range(h0, h1);
  const ground = layout === "bay" ? horizon : H * lr.range(g0, g1);
  const wide = W / H > 1.5;
  const focusX = wide ? W * lr.range(0.6, 0.72) : W * lr.range(0.42, 0.58);

  const sr = rng.fork("sun");
  const sunLeft = focusX > W * 0.52 ? true : focusX < W * 0.48 ? false : sr.chance(0.5);
  const sx = sunLeft ? W * sr.range(0.1, wide ? 0.38 : 0.3) : W * sr.range(0.7, 0.9);
  const raised = layout === "alpine" || layout === "hills" ? H * 0.12 : 0;
  let sy: number;
  let r: number;
  switch (spec.time) {
    case "day":
      sy = horizon * sr.range(0.16, 0.34);
      r = H * sr.range(0.042, 0.052);
      break;
    case "golden-hour":
      sy = (horizon - raised) * sr.range(0.5, 0.68);
      r = H * sr.range(0.058, 0.072);
      break;
    case "dusk":
      r = H * sr.range(0.07, 0.09);
      sy = horizon - raised - r * sr.range(-0.1, 0.5);
      break;
    case "night":
      sy = horizon * sr.range(0.16, 0.36);
      r = H * sr.range(0.032, 0.042);
      break;
  }
  if (spec.wordmark) {
    // Keep the sky under the wordmark clear.
    sy = Math.max(sy, H * (WORDMARK_ZONE + 0.02) + r);
  }
  let uid = 0;
  return {
    spec,
    W,
    H,
    px: W / 1600,
    layout,
    pal: paletteFor(spec.place, spec.time, rng.fork("palette")),
    rng,
    horizon,
    ground,
    focusX,
    sun: { x: sx, y: sy, r },
    defs: [],
    uid: (prefix) => `${prefix}${++uid}`,
  };
}

function drawBuilding(ctx: Ctx): { svg: string; fp: Footprint } {
  const rng = ctx.rng.fork("building");
  const ceiling = ctx.spec.wordmark ? ctx.H * (WORDMARK_ZONE + 0.03) : ctx.H * 0.07;
  const maxH = (ctx.ground - ceiling) * rng.range(0.74, 0.95);
  switch (ctx.spec.building) {
    case "tower": {
      const w = ctx.H * rng.range(0.13, 0.2);
      const t = randomTower(ctx, rng, 0, w, maxH);
      t.x = ctx.focusX - (t.w + t.d) / 2;
      return tower(ctx, rng, t);
    }
    case "twin-towers":
      return twinTowers(ctx, rng, maxH);
    case "skyline":
      return skylineCluster(ctx, rng, maxH);
    case "curved-tower":
      return curvedTower(ctx, rng, maxH);
    case "low-rise":
      if (ctx.layout === "beach") return lowRise(ctx, rng, { floors: [6, 9] });
      if (ctx.layout === "alpine") return lowRise(ctx, rng, { floors: [3, 4], lodge: true });
      return lowRise(ctx, rng);
    case "villa":
      return villa(ctx, rng);
    case "chalet":
      return chalet(ctx, rng);
  }
}

/** x positions for n things that keep clear of [x0, x1] where they can. */
function besides(rng: Rng, W: number, fp: Footprint, count: number, pad: number): number[] {
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

function palmColours(ctx: Ctx, depth: number) {
  const { pal } = ctx;
  if (ctx.spec.time === "night") {
    // Palms read as dark silhouettes against the night sky.
    return {
      frond: pal.haze(pal.shade(pal.m.foliage), depth),
      frondBack: pal.haze(pal.shade(pal.m.foliageShade), depth),
      trunk: pal.haze(pal.shade(pal.m.trunk), depth),
    };
  }
  return {
    frond: pal.haze(pal.flat(pal.m.foliage), depth),
    frondBack: pal.haze(pal.shade(pal.m.foliageShade), depth),
    trunk: pal.haze(pal.flat(pal.m.trunk), depth),
  };
}

/** Small sailboats between y0 and y1, sails catching the light. */
function sailboats(ctx: Ctx, y0: number, y1: number, min: number, max: number): string {
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

/**
 * Height for a tree rooted at baseY that keeps its crown (crownShare of the
 * height above the trunk top) below the wordmark, if there is one.
 */
function fit(ctx: Ctx, baseY: number, height: number, crownShare: number): number {
  if (!ctx.spec.wordmark) return height;
  const room = baseY - ctx.H * (WORDMARK_ZONE + 0.04);
  return Math.max(ctx.H * 0.08, Math.min(height, room / (1 + crownShare)));
}

function has(spec: SceneSpec, d: Detail): boolean {
  return spec.details?.includes(d) ?? false;
}

export function renderScene(spec: SceneSpec): string {
  assertSpec(spec);
  const ctx = makeCtx(spec);
  const { W, H, pal, layout, rng } = ctx;
  const fromLeft = ctx.sun.x < ctx.focusX;
  const layers: string[] = [sky(ctx), stars(ctx, has(spec, "stars")), sun(ctx)];
  if (spec.time !== "night" || rng.fork("night-clouds").chance(0.5)) layers.push(clouds(ctx, spec.wordmark ? H * WORDMARK_ZONE : 0));

  let desertSand = { lit: pal.lit(pal.m.ground), shade: pal.shade(pal.m.groundShade) };
  // Distant layer and middle ground.
  switch (layout) {
    case "beach":
      layers.push(
        sea(ctx, ctx.horizon, ctx.ground),
        sailboats(
          ctx,
          ctx.horizon + (ctx.ground - ctx.horizon) * 0.15,
          ctx.horizon + (ctx.ground - ctx.horizon) * 0.5,
          has(spec, "boats") ? 1 : 0,
          2,
        ),
      );
      break;
    case "bay": {
      const far = farSkyline(ctx, ctx.ground, { maxH: H * rng.fork("far").range(0.14, 0.26), haze: 0.42 });
      layers.push(`<g id="far">${far}</g>`);
      break;
    }
    case "alpine": {
      const farLit = pal.haze(pal.lit(pal.m.far), 0.35);
      const farShade = pal.haze(pal.shade(pal.m.farShade), 0.35);
      const farBase = ctx.horizon + H * 0.04;
      layers.push(
        mountains(ctx, farBase, {
          count: rng.fork("mf").int(4, 6),
          minH: H * 0.16,
          maxH: H * 0.3,
          lit: farLit,
          shade: farShade,
          snow: true,
          label: "far-mountains",
        }),
        // A distant snowfield between the ranges, so the sky never shows through as a lake.
        rect(0, farBase - 1, W, H, pal.haze(mix(pal.snow, pal.snowShade, 0.5), 0.3)),
        mountains(ctx, ctx.ground, {
          count: rng.fork("mn").int(3, 5),
          minH: H * 0.08,
          maxH: H * 0.16,
          lit: pal.haze(pal.lit(pal.m.mid), 0.12),
          shade: pal.haze(pal.shade(pal.m.midShade), 0.12),
          snow: true,
          label: "near-mountains",
        }),
      );
      break;
    }
    case "hills": {
      layers.push(
        hills(ctx, ctx.horizon + H * 0.02, { amp: H * 0.12, fill: pal.haze(pal.flat(pal.m.far), 0.3), points: 6, label: "far-hills" }),
      );
      if (spec.place === "west-hollywood")
        layers.push(farSkyline(ctx, ctx.ground - H * 0.02, { maxH: H * 0.11, haze: 0.3, label: "strip" }));
      layers.push(
        hills(ctx, ctx.ground - H * 0.015, {
          amp: H * 0.07,
          fill: pal.flat(pal.m.mid),
          points: 7,
          label: "near-hills",
          trees: pal.shade(pal.m.midShade),
        }),
      );
      break;
    }
    case "desert": {
      // Desert gold holds its colour at night, darkened rather than turned grey.
      const night = spec.time === "night";
      const sand = (c: string, dark: number) => (night ? mix(adjust(c, 0, -dark, 0.75), "#26345e", 0.3) : pal.lit(c));
      const sandShade = (c: string, dark: number) => (night ? mix(adjust(c, 0, -dark - 0.08, 0.7), "#1d2850", 0.35) : pal.shade(c));
      layers.push(farSkyline(ctx, ctx.horizon + H * 0.02, { maxH: H * 0.06, haze: 0.5, spire: true, label: "marina" }));
      layers.push(
        dunes(ctx, ctx.horizon + H * 0.03, {
          count: 5,
          minH: H * 0.02,
          maxH: H * 0.05,
          lit: pal.haze(sand(pal.m.far, 0.36), 0.25),
          shade: pal.haze(mix(sand(pal.m.far, 0.36), sandShade(pal.m.farShade, 0.36), 0.6), 0.25),
          label: "far-dunes",
        }),
      );
      layers.push(
        dunes(ctx, ctx.ground, {
          count: 4,
          minH: H * 0.03,
          maxH: H * 0.07,
          lit: sand(pal.m.mid, 0.32),
          shade: mix(sand(pal.m.mid, 0.32), sandShade(pal.m.midShade, 0.32), 0.6),
          label: "mid-dunes",
        }),
      );
      desertSand = { lit: sand(pal.m.ground, 0.28), shade: mix(sand(pal.m.ground, 0.28), sandShade(pal.m.groundShade, 0.28), 0.65) };
      break;
    }
    case "plain":
      layers.push(
        hills(ctx, ctx.horizon + H * 0.03, { amp: H * 0.06, fill: pal.haze(pal.flat(pal.m.far), 0.3), points: 5, label: "far-hills" }),
      );
      layers.push(hills(ctx, ctx.ground, { amp: H * 0.035, fill: pal.flat(pal.m.mid), points: 6, label: "near-hills" }));
      break;
  }

  const b = drawBuilding(ctx);
  const fp = b.fp;
  const front: string[] = [];

  switch (layout) {
    case "beach": {
      const sand = pal.flat(pal.m.ground);
      layers.push(rect(0, ctx.ground - H * 0.012, W, H, mix(sand, pal.flat(pal.m.waterLight), 0.45)));
      layers.push(rect(0, ctx.ground - H * 0.004, W, H, sand));
      layers.push(b.svg);
      layers.push(rect(0, ctx.ground + H * 0.035, W, H, mix(sand, pal.flat(pal.m.groundShade), 0.5)));
      const pr = rng.fork("parasols");
      const count = has(spec, "parasols") ? pr.int(2, 3) : pr.int(0, 2);
      for (const x of besides(pr, W, fp, count, W * 0.02)) {
        front.push(
          parasol(
            ctx,
            [x, ctx.ground + H * pr.range(0.05, 0.1)],
            H * pr.range(0.05, 0.07),
            pal.flat(pal.m.accent),
            pal.lit(pal.m.wall),
            pal.shade(pal.m.trunk),
          ),
        );
      }
      const palms = rng.fork("palms");
      for (const x of besides(palms, W, fp, palms.int(2, 4), W * 0.01)) {
        const lean = (x < ctx.focusX ? -1 : 1) * palms.range(0.04, 0.16);
        const by = ctx.ground + H * palms.range(0.06, 0.16);
        front.push(palm(palms, [x, by], fit(ctx, by, H * palms.range(0.34, 0.56), 0.35), lean, palmColours(ctx, 0)));
      }
      break;
    }
    case "bay": {
      const pr = rng.fork("palms");
      const shore: string[] = [];
      for (const x of besides(pr, W, fp, pr.int(2, 5), W * 0.005)) {
        shore.push(palm(pr, [x, ctx.ground], H * pr.range(0.08, 0.14), pr.range(-0.12, 0.12), palmColours(ctx, 0.2)));
      }
      layers.push(`<g id="bld">${b.svg}${shore.join("")}</g>`);
      layers.push(rect(0, ctx.ground - H * 0.004, W, H * 0.012, pal.lit(pal.m.stone)));
      layers.push(bay(ctx, ctx.ground + H * 0.008, ["far", "bld"]));
      if (has(spec, "boats") || rng.fork("bay-boats").chance(0.3)) layers.push(sailboats(ctx, ctx.ground + H * 0.05, H * 0.9, 1, 2));
      if (has(spec, "palms") || pr.chance(0.6)) {
        // Opposite the sun, so the crown never eclipses it.
        const left = ctx.sun.x > W / 2;
        const x = left ? W * pr.range(0.02, 0.12) : W * pr.range(0.88, 0.98);
        const dark = {
          frond: mix(pal.flat(pal.m.foliageShade), "#0d0c10", 0.35),
          frondBack: mix(pal.flat(pal.m.foliageShade), "#0d0c10", 0.55),
          trunk: mix(pal.flat(pal.m.trunk), "#0d0c10", 0.45),
        };
        front.push(palm(pr, [x, H * 1.04], fit(ctx, H * 1.04, H * pr.range(0.66, 0.8), 0.35), (left ? 1 : -1) * pr.range(0.1, 0.2), dark));
      }
      break;
    }
    case "alpine": {
      const snow = pal.snow;
      const snowShade = pal.snowShade;
      const pr = rng.fork("pines");
      const pineCol = (depth: number) => ({
        lit: pal.haze(pal.flat(pal.m.foliage), depth),
        shade: pal.haze(pal.shade(pal.m.foliageShade), depth),
        snow: pal.haze(snow, depth),
        trunk: pal.haze(pal.flat(pal.m.trunk), depth),
      });
      const back: string[] = [];
      for (let i = 0; i < pr.int(8, 14); i++) {
        const x = pr.range(-0.02, 1.02) * W;
        back.push(pine(pr, [x, ctx.ground + H * 0.01], H * pr.range(0.05, 0.09), pineCol(0.3), fromLeft));
      }
      layers.push(group(back));
      layers.push(rect(0, ctx.ground, W, H, snow));
      layers.push(b.svg);
      layers.push(hills(ctx, ctx.ground + H * 0.1, { amp: H * 0.035, fill: snowShade, points: 5, label: "drift" }));
      layers.push(hills(ctx, ctx.ground + H * 0.13, { amp: H * 0.03, fill: snow, points: 5, label: "drift2" }));
      for (const x of besides(pr, W, fp, pr.int(2, 4), 0)) {
        const by = H * pr.range(0.9, 1.02);
        front.push(pine(pr, [x, by], fit(ctx, by, H * pr.range(0.24, 0.42), 0), pineCol(0), fromLeft));
      }
      break;
    }
    case "hills": {
      const pr = rng.fork("palms");
      const behind: string[] = [];
      const tall = spec.place === "beverly-hills" ? pr.int(3, 6) : pr.int(2, 4);
      for (let i = 0; i < tall; i++) {
        const x = pr.range(0.03, 0.97) * W;
        behind.push(
          tallPalm(pr, [x, ctx.ground], fit(ctx, ctx.ground, H * pr.range(0.4, 0.62), 0.12), palmColours(ctx, pr.range(0.05, 0.25))),
        );
      }
      layers.push(group(behind));
      layers.push(rect(0, ctx.ground, W, H, pal.flat(pal.m.ground)));
      layers.push(b.svg);
      layers.push(
        shrubs(
          pr.fork("shrubs"),
          fp.x0 - W * 0.03,
          fp.x1 + W * 0.02,
          ctx.ground + H * 0.014,
          H * 0.026,
          pal.flat(pal.m.foliage),
          pal.shade(pal.m.foliage),
        ),
      );
      if (has(spec, "pool") || pr.chance(0.6)) {
        const py = ctx.ground + H * 0.04;
        layers.push(rect(fp.x0, py, fp.x1 - fp.x0, H * 0.028, pal.flat(pal.m.water)));
        layers.push(rect(fp.x0 + W * 0.02, py + H * 0.008, (fp.x1 - fp.x0) * 0.4, H * 0.004, pal.flat(pal.m.waterLight)));
        layers.push(rect(fp.x0 + (fp.x1 - fp.x0) * 0.55, py + H * 0.017, (fp.x1 - fp.x0) * 0.3, H * 0.004, pal.flat(pal.m.waterLight)));
      }
      if (pr.chance(0.7)) {
        const cyp = pal.shade(pal.m.foliageShade);
        const cypL = mix(cyp, pal.flat(pal.m.foliage), 0.5);
        for (const x of [fp.x0 - W * 0.03, fp.x1 + W * 0.03])
          front.push(cypress([x, ctx.ground + H * 0.01], H * pr.range(0.14, 0.2), cypL, cyp, fromLeft));
      }
      for (const x of besides(pr, W, fp, pr.int(1, 2), W * 0.05)) {
        const by = H * pr.range(0.9, 0.98);
        front.push(tallPalm(pr, [x, by], fit(ctx, by, H * pr.range(0.62, 0.8), 0.12), palmColours(ctx, 0)));
      }
      layers.push(rect(0, H * 0.9, W, H, pal.flat(pal.m.groundShade)));
      break;
    }
    case "desert": {
      layers.push(b.svg);
      const pr = rng.fork("palms");
      for (const x of besides(pr, W, fp, pr.int(1, 3), W * 0.01)) {
        front.push(palm(pr, [x, ctx.ground + H * 0.02], H * pr.range(0.14, 0.22), pr.range(-0.06, 0.06), palmColours(ctx, 0.05)));
      }
      front.push(
        dunes(ctx, ctx.ground + H * 0.1, {
          count: 2,
          minH: H * 0.05,
          maxH: H * 0.08,
          lit: desertSand.lit,
          shade: desertSand.shade,
          label: "near-dunes",
        }),
      );
      break;
    }
    case "plain": {
      layers.push(rect(0, ctx.ground, W, H, pal.flat(pal.m.ground)));
      layers.push(b.svg);
      const pr = rng.fork("cypress");
      layers.push(
        shrubs(
          pr.fork("shrubs"),
          fp.x0 - W * 0.03,
          fp.x1 + W * 0.02,
          ctx.ground + H * 0.014,
          H * 0.024,
          pal.flat(pal.m.foliage),
          pal.shade(pal.m.foliage),
        ),
      );
      const cyp = pal.shade(pal.m.foliageShade);
      for (const x of besides(pr, W, fp, pr.int(2, 4), W * 0.02))
        front.push(cypress([x, ctx.ground + H * 0.02], H * pr.range(0.16, 0.26), mix(cyp, pal.flat(pal.m.foliage), 0.5), cyp, fromLeft));
      break;
    }
  }
  layers.push(...front);
  if (has(spec, "snowfall") && layout === "alpine") layers.push(snowfall(ctx));
  if (spec.wordmark) layers.push(wordmark(ctx, spec.wordmark));
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(W)}" height="${n(H)}" viewBox="0 0 ${n(W)} ${n(H)}">${defs}${layers.join("")}</svg>`;
}
