/**
 * Reads a record's own words (its alt text, its brand's scene line) for the
 * time of day, the kind of building and a few details, so the picture drawn
 * agrees with what the page says about it. Unknown words are simply ignored.
 */
import type { Building, Detail, Time } from "./types";

export interface Hints {
  time?: Time;
  building?: Building;
  details: Detail[];
}

const TIME_RULES: readonly (readonly [RegExp, Time])[] = [
  [/\b(night|moon|moonlit|midnight)\b/, "night"],
  [/\b(dusk|twilight|evening|sunset|alpenglow|neon)\b/, "dusk"],
  [/\b(golden hour|golden|gold-lit|sunrise|low gold sun|coral sun)\b/, "golden-hour"],
  [/\b(noon|midday|morning|bright blue|lemon-yellow sun)\b/, "day"],
];

const BUILDING_RULES: readonly (readonly [RegExp, Building])[] = [
  [/\bchalet\b/, "chalet"],
  [/\bvilla\b/, "villa"],
  [/\b(lodge|pavilion|terraced|low-rise|low building)\b/, "low-rise"],
  [/\btwin\b/, "twin-towers"],
  [
    /\b(curved|curving|sail-shaped|sail|crescent|flowing|rounded|swooping)\b[^.,;]*\btower|\btower\b[^.,;]*\b(curved|curves|ribs)\b/,
    "curved-tower",
  ],
  [/\b(skyline|towers)\b/, "skyline"],
  [/\btower\b/, "tower"],
  [/\b(limestone residence|residence framed)\b/, "villa"],
];

const DETAIL_RULES: readonly (readonly [RegExp, Detail])[] = [
  [/\b(sailboat|yacht|boat|dock|paddleboards?)\b/, "boats"],
  [/\b(umbrellas?|parasols?)\b/, "parasols"],
  [/\b(pool|hot tub|plunge pool)\b/, "pool"],
  [/\b(falling snow|snowfall)\b/, "snowfall"],
  [/\bstars\b/, "stars"],
  [/\bpalms?\b/, "palms"],
];

export function hintsFrom(text: string | undefined): Hints {
  const t = (text ?? "").toLowerCase();
  const time = TIME_RULES.find(([re]) => re.test(t))?.[1];
  const building = BUILDING_RULES.find(([re]) => re.test(t))?.[1];
  const details = DETAIL_RULES.filter(([re]) => re.test(t)).map(([, d]) => d);
  return { time, building, details };
}
