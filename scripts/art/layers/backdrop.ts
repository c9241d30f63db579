import { adjust, mix } from "../color";
import type { Ctx } from "../context";
import { dunes } from "../elements/dunes";
import { farSkyline } from "../elements/far-skyline";
import { hills } from "../elements/hills";
import { mountains } from "../elements/mountains";
import { sailboats } from "../elements/sailboats";
import { sea } from "../elements/water";
import { rect } from "../svg";
import { has } from "../spec-checks";
import type { Sand } from "./stage";

/**
 * The place's distant layer and middle ground (sea, a far city, mountains, hills, dunes),
 * added to `layers`. Returns the sand for the desert's foreground dunes.
 */
export function backdrop(ctx: Ctx, layers: string[]): Sand {
  const { H, W, pal, layout, rng, spec } = ctx;
  let desertSand = { lit: pal.lit(pal.m.ground), shade: pal.shade(pal.m.groundShade) };
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
  return desertSand;
}
