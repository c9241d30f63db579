/**
 * Palettes: a sky per destination family and time of day, local colours per
 * family, and a light model per time of day that tints every local colour
 * (lit faces warm towards the sun, shade faces cool, everything sinks into
 * blue at night). One light over one palette is what keeps a poster harmonious.
 */
import { adjust, fromOklab, mix, toOklab } from "./color";
import { FAMILY } from "./palette-data/families";
import { LIGHT, type Tint } from "./palette-data/light";
import { MATERIALS, WALLS, type Materials } from "./palette-data/materials";
import { PLACE_SKY_TURN, SKIES } from "./palette-data/skies";
import type { Rng } from "./rng";
import type { Place, Time } from "./types";

export type { Materials } from "./palette-data/materials";

export interface Palette {
  sky: string[];
  /** The sky's lowest colour: distant things fade towards it. */
  horizon: string;
  sun: string;
  cloud: string;
  cloudOpacity: number;
  glass: string;
  glassOpacity: number;
  glow: string;
  glowAlt: string;
  m: Materials;
  /** Snow in this light, sunlit and shaded. */
  snow: string;
  snowShade: string;
  /** Snow: stays luminous in every light. */
  bright(c: string): string;
  /** A surface facing the light. */
  lit(c: string): string;
  /** A surface turned away from the light. */
  shade(c: string): string;
  /** Ground, water, foliage: lit from above, coloured by the time of day. */
  flat(c: string): string;
  /** Aerial perspective: fade towards the horizon colour. */
  haze(c: string, t: number): string;
}

export function paletteFor(place: Place, time: Time, rng: Rng): Palette {
  const family = FAMILY[place];
  const light = LIGHT[time];
  const skyTurn = PLACE_SKY_TURN[place] + rng.range(-6, 6);
  const skyLift = rng.range(-0.015, 0.015);
  const matTurn = rng.range(-4, 4);
  const sky = SKIES[family][time].map((c) => adjust(c, skyTurn, skyLift));
  const base = MATERIALS[family];
  const wall = rng.pick(WALLS[family]);
  const walls = { wall, wallShade: mix(adjust(wall, 0, -0.14, 1.25), base.wallShade, 0.35) };
  const m = Object.fromEntries(
    Object.entries({ ...base, ...walls }).map(([k, c]) => [k, adjust(c, matTurn, 0, rng.range(0.94, 1.06))]),
  ) as unknown as Materials;
  const horizon = sky[sky.length - 1] ?? "#f4ede2";
  const tint = (c: string, t: Tint) => {
    let target = t[0];
    if (light.keep > 0) {
      const [L, a, b] = toOklab(t[0]);
      target = fromOklab([L + (toOklab(c)[0] - L) * light.keep, a, b]);
    }
    const mixed = mix(c, target, t[1]);
    return light.chroma === 1 || t[1] === 0 ? mixed : adjust(mixed, 0, 0, light.chroma);
  };
  return {
    sky,
    horizon,
    sun: adjust(light.sun, skyTurn * 0.5),
    cloud: light.cloud,
    cloudOpacity: light.cloudOpacity,
    glass: light.glass,
    glassOpacity: light.glassOpacity,
    glow: time === "night" ? "#f6d596" : "#f4cf92",
    glowAlt: time === "night" ? "#eebd74" : "#efc07f",
    m,
    snow: tint(m.snow, light.bright),
    snowShade: mix(tint(m.snowShade, light.bright), tint(m.snowShade, light.shade), 0.4),
    bright: (c) => tint(c, light.bright),
    lit: (c) => tint(c, light.lit),
    shade: (c) => tint(c, light.shade),
    flat: (c) => tint(c, light.flat),
    haze: (c, t) => mix(c, horizon, t),
  };
}
