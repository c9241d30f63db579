import type { Place, Time } from "../types";
import type { Family } from "./families";

/** The skies: colour stops per family and time of day, and a hue turn per place. Data only. */

/** Small per-place hue turns of the sky so sister places are not twins. */
export const PLACE_SKY_TURN: Record<Place, number> = {
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
export const SKIES: Record<Family, Record<Time, string[]>> = {
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
