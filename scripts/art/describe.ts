/** Plain-words description of a scene, usable as alt text for what is actually drawn. */
import { LAYOUT, type Building, type Place, type SceneSpec, type Time } from "./types";

const WHERE: Record<Place, string> = {
  "miami-beach": "on Miami Beach, the sea behind",
  brickell: "on Biscayne Bay",
  "downtown-miami": "on Biscayne Bay",
  aspen: "below snowy peaks",
  "beverly-hills": "in the Beverly Hills",
  "west-hollywood": "in the hills above West Hollywood",
  dubai: "among desert dunes",
  default: "in a quiet landscape",
};

const WHAT: Record<Building, string> = {
  tower: "a slender tower",
  "twin-towers": "twin towers",
  "low-rise": "a terraced low-rise building",
  villa: "a villa with a terracotta roof",
  chalet: "a timber chalet",
  "curved-tower": "a sculpted, curving tower",
  skyline: "a cluster of towers",
};

const WHEN: Record<Time, string> = {
  day: "in daylight",
  "golden-hour": "at golden hour",
  dusk: "at dusk",
  night: "at night",
};

export function describeScene(spec: SceneSpec): string {
  const layout = LAYOUT[spec.place];
  const what = spec.building === "low-rise" && layout === "alpine" ? "a snow-roofed lodge" : WHAT[spec.building];
  const extras: string[] = [];
  if (spec.time === "dusk" || spec.time === "night") extras.push("lit windows");
  if (layout === "bay") extras.push("its reflection in the water", "palms on the shore");
  if (layout === "beach") extras.push("palms on the sand");
  if (layout === "alpine") extras.push("pines in the snow");
  if (layout === "hills") extras.push("tall fan palms");
  if (layout === "desert") extras.push("date palms");
  if (layout === "plain") extras.push("cypress trees");
  if (spec.details?.includes("boats") && (layout === "bay" || layout === "beach")) extras.push("a sailboat");
  if (spec.details?.includes("snowfall") && layout === "alpine") extras.push("falling snow");
  const list = extras.length > 1 ? `${extras.slice(0, -1).join(", ")} and ${extras[extras.length - 1]}` : (extras[0] ?? "");
  const scene = `${what} ${WHERE[spec.place]} ${WHEN[spec.time]}${list ? `, with ${list}` : ""}`;
  return spec.wordmark
    ? `Typographic poster: the name ${spec.wordmark} set in capitals over ${scene}`
    : `Poster-style illustration of ${scene}`;
}
