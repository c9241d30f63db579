import type { Time } from "../types";

/** The light model per time of day: tints for lit, shaded and flat surfaces, sun, glass, clouds. Data only. */

export type Tint = readonly [string, number];
export interface Light {
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

export const LIGHT: Record<Time, Light> = {
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
