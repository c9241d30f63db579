/**
 * Palettes: a sky per destination family and time of day, local colours per
 * family, and a light model per time of day that tints every local colour
 * (lit faces warm towards the sun, shade faces cool, everything sinks into
 * blue at night). One light over one palette is what keeps a poster harmonious.
 */
import { adjust, fromOklab, mix, toOklab } from "./color";
import type { Rng } from "./rng";
import type { Place, Time } from "./types";

type Family = "coastal" | "alpine" | "hills" | "desert" | "neutral";

const FAMILY: Record<Place, Family> = {
  "miami-beach": "coastal",
  brickell: "coastal",
  "downtown-miami": "coastal",
  aspen: "alpine",
  "beverly-hills": "hills",
  "west-hollywood": "hills",
  dubai: "desert",
  default: "neutral",
};

/** Small per-place hue turns of the sky so sister places are not twins. */
const PLACE_SKY_TURN: Record<Place, number> = {
  "miami-beach": 0,
  brickell: 6,
  "downtown-miami": -5,
  aspen: 0,
  "beverly-hills": -4,
  "west-hollywood": 9,
  dubai: 0,
  default: 0,
};

/** Sky stops, zenith first, horizon last. */
const SKIES: Record<Family, Record<Time, string[]>> = {
  coastal: {
    day: ["#74a9ae", "#9cc6c3", "#cfe0d6", "#f2e8d6"],
    "golden-hour": ["#d8ab8f", "#ebbf97", "#f4d1a5", "#f9e5c3"],
    dusk: ["#2d3a55", "#665371", "#c2786e", "#eeaa84"],
    night: ["#0c1829", "#14253b", "#1f354d", "#2f4b63"],
  },
  alpine: {
    day: ["#86abc9", "#adc8dc", "#d7e4ec", "#eef1ef"],
    "golden-hour": ["#a9a8c4", "#d8b8ba", "#efc8b4", "#f7e0c8"],
    dusk: ["#343a5a", "#6f5f83", "#c98a98", "#f0bba8"],
    night: ["#0d1628", "#16233b", "#22324f", "#33455f"],
  },
  hills: {
    day: ["#9fb2c9", "#c3c9d4", "#e5dfd8", "#f3e9da"],
    "golden-hour": ["#a696ad", "#d5ab9e", "#efc9a6", "#f7e0bd"],
    dusk: ["#352b4e", "#644a74", "#ad6c8a", "#e5a48b"],
    night: ["#121027", "#1e1a3a", "#2d2750", "#453a63"],
  },
  desert: {
    day: ["#94b1c4", "#c4ccc6", "#e8dcc2", "#f3e4c4"],
    "golden-hour": ["#d1a27a", "#e2b98a", "#f0cf9c", "#f8e2b6"],
    dusk: ["#27304f", "#5e5775", "#c4846a", "#edb680"],
    night: ["#091430", "#10204a", "#1a2d5c", "#2b3f6c"],
  },
  neutral: {
    day: ["#aebcbf", "#d2d3cb", "#ebe4d7", "#f7f1e6"],
    "golden-hour": ["#bcae9a", "#dcc2a0", "#eed6ae", "#f8e8cc"],
    dusk: ["#34302e", "#6c5b52", "#b8916a", "#e3c597"],
    night: ["#15130f", "#1f1c18", "#2b2721", "#3a342b"],
  },
};

export interface Materials {
  wall: string;
  wallShade: string;
  timber: string;
  timberShade: string;
  roof: string;
  roofShade: string;
  water: string;
  waterLight: string;
  ground: string;
  groundShade: string;
  foliage: string;
  foliageShade: string;
  trunk: string;
  far: string;
  farShade: string;
  mid: string;
  midShade: string;
  snow: string;
  snowShade: string;
  accent: string;
  stone: string;
}

const MATERIALS: Record<Family, Materials> = {
  coastal: {
    wall: "#f4ede2",
    wallShade: "#d6b8a9",
    timber: "#9a6b4f",
    timberShade: "#77523d",
    roof: "#c4785f",
    roofShade: "#9e5c49",
    water: "#3b8689",
    waterLight: "#8cc3bb",
    ground: "#ead6b4",
    groundShade: "#d6b98f",
    foliage: "#2f6650",
    foliageShade: "#214c3c",
    trunk: "#8b735e",
    far: "#8fb0ae",
    farShade: "#789c9b",
    mid: "#6f9d96",
    midShade: "#5a8580",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#e0795f",
    stone: "#e4dccd",
  },
  alpine: {
    wall: "#dccfbc",
    wallShade: "#a99a87",
    timber: "#8c5e40",
    timberShade: "#65432f",
    roof: "#4b3f38",
    roofShade: "#362d28",
    water: "#5d7f93",
    waterLight: "#a9c3cf",
    ground: "#f4f1ec",
    groundShade: "#cdd6e0",
    foliage: "#2e4d40",
    foliageShade: "#213a30",
    trunk: "#5a4535",
    far: "#a3adc3",
    farShade: "#8a94ae",
    mid: "#75809a",
    midShade: "#5c6580",
    snow: "#f7f4ef",
    snowShade: "#c8d1df",
    accent: "#e8a49a",
    stone: "#cfc6b8",
  },
  hills: {
    wall: "#f3eadd",
    wallShade: "#d3c0aa",
    timber: "#8a6a50",
    timberShade: "#6a503d",
    roof: "#b8725a",
    roofShade: "#935845",
    water: "#4f9aa6",
    waterLight: "#a9d6d6",
    ground: "#8a9a6c",
    groundShade: "#6f8055",
    foliage: "#3d5d45",
    foliageShade: "#2d4735",
    trunk: "#7a6552",
    far: "#a394b4",
    farShade: "#8d7ea2",
    mid: "#96a07c",
    midShade: "#7b8763",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#e6dccb",
  },
  desert: {
    wall: "#f1e7d4",
    wallShade: "#cfb690",
    timber: "#8a6a4c",
    timberShade: "#6a503a",
    roof: "#b58a5a",
    roofShade: "#936c43",
    water: "#2e7b8c",
    waterLight: "#8fc7c9",
    ground: "#e3bd80",
    groundShade: "#c8985a",
    foliage: "#4b6a4a",
    foliageShade: "#39533a",
    trunk: "#8a6a4c",
    far: "#dfc08f",
    farShade: "#c9a573",
    mid: "#ddb173",
    midShade: "#bd8c51",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#eadfca",
  },
  neutral: {
    wall: "#f3ede3",
    wallShade: "#c9bca8",
    timber: "#8a7560",
    timberShade: "#6b5a49",
    roof: "#9a8a78",
    roofShade: "#7d6f60",
    water: "#6f9a9a",
    waterLight: "#b4cfca",
    ground: "#d9cdb7",
    groundShade: "#c2b398",
    foliage: "#5d6a52",
    foliageShade: "#4a5542",
    trunk: "#6e6052",
    far: "#bdb4a3",
    farShade: "#a89e8b",
    mid: "#aaa48c",
    midShade: "#938d75",
    snow: "#f6f3ee",
    snowShade: "#c6d0de",
    accent: "#c9a96e",
    stone: "#e2d9c9",
  },
};

/** Facade colours a building may take, so neighbours on the same bay differ. */
const WALLS: Record<Family, readonly string[]> = {
  coastal: ["#f4ede2", "#f2d6c8", "#dde8e2", "#ecdcc2", "#f6f1ea"],
  alpine: ["#dccfbc", "#c9a48a", "#e6e0d6"],
  hills: ["#f3eadd", "#eee0cb", "#f4e5de"],
  desert: ["#f1e7d4", "#ead8b9", "#f4eee4"],
  neutral: ["#f3ede3", "#e9e2d5"],
};

type Tint = readonly [string, number];
interface Light {
  /**
   * How much of a colour's own lightness survives the tint (0: a plain mix).
   * At night this keeps pale sand paler than dark palms, in the night's blue.
   */
  keep: number;
  /** Chroma restored after tinting: mixing warm colours into a blue night greys them otherwise. */
  chroma: number;
  /** Snow and other bright ground keep some luminance even at night. */
  bright: Tint;
  lit: Tint;
  shade: Tint;
  flat: Tint;
  sun: string;
  glass: string;
  glassOpacity: number;
  cloud: string;
  cloudOpacity: number;
}

const LIGHT: Record<Time, Light> = {
  day: {
    keep: 0,
    chroma: 1,
    bright: ["#fff6e6", 0],
    lit: ["#fff6e6", 0.05],
    shade: ["#5a6d8a", 0.14],
    flat: ["#fff6e6", 0],
    sun: "#fff7e8",
    glass: "#23324a",
    glassOpacity: 0.24,
    cloud: "#ffffff",
    cloudOpacity: 0.45,
  },
  "golden-hour": {
    keep: 0,
    chroma: 1.05,
    bright: ["#f3c08a", 0.2],
    lit: ["#f3b877", 0.24],
    shade: ["#6b5877", 0.26],
    flat: ["#e9b47c", 0.13],
    sun: "#fbe0a6",
    glass: "#3a3047",
    glassOpacity: 0.26,
    cloud: "#fff1dc",
    cloudOpacity: 0.5,
  },
  dusk: {
    keep: 0.15,
    chroma: 1.15,
    bright: ["#dca0a0", 0.34],
    lit: ["#d98a80", 0.36],
    shade: ["#3a3150", 0.52],
    flat: ["#54445f", 0.4],
    sun: "#f9c391",
    glass: "#1f1a2e",
    glassOpacity: 0.4,
    cloud: "#f0a88f",
    cloudOpacity: 0.5,
  },
  night: {
    keep: 0.22,
    chroma: 1.1,
    bright: ["#56678f", 0.72],
    lit: ["#33466e", 0.8],
    shade: ["#141d38", 0.86],
    flat: ["#1f2d55", 0.82],
    sun: "#efe7d4",
    glass: "#070b16",
    glassOpacity: 0.45,
    cloud: "#3b4c68",
    cloudOpacity: 0.5,
  },
};

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
