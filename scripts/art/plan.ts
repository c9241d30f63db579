/**
 * From records to image jobs: which base path, which kind (size and aspect),
 * and which scene. Pure and deterministic; the generator does the I/O.
 */
import { ART_ASPECT, ART_WIDTHS, artKindOf, type ArtKind } from "@/lib/art";
import { describeScene } from "./describe";
import { hintsFrom } from "./hints";
import { Rng } from "./rng";
import type { Building, Detail, Place, SceneSpec, Time } from "./types";

/** One record that owns an image, reduced to what the art needs. */
export interface ArtSource {
  /** The kind the record's list implies (the base path's folder wins if they differ). */
  kind: ArtKind;
  /** The record's base path, e.g. "/art/listings/aman-miami-beach". */
  image: string;
  /** Where it is: city slug, location, name; matched in order. */
  where: readonly (string | undefined)[];
  /** The record's own alt text or scene line, read for hints. */
  alt?: string;
  /** Brand posters set this name as a wordmark. */
  wordmark?: string;
  /** Where the record came from, for messages. */
  from: string;
}

export interface ArtJob {
  base: string;
  kind: ArtKind;
  widths: readonly number[];
  spec: SceneSpec;
  /** What is drawn, in words. */
  description: string;
  from: string;
}

const PLACE_RULES: readonly (readonly [RegExp, Place])[] = [
  [/aspen|snowmass/, "aspen"],
  [/beverly[- ]hills/, "beverly-hills"],
  [/west[- ]hollywood|sunset strip|weho/, "west-hollywood"],
  [/dubai|jumeirah/, "dubai"],
  [/brickell/, "brickell"],
  [/downtown|museum|miami[- ]river|biscayne/, "downtown-miami"],
  [/miami[- ]beach|surfside|bal harbour/, "miami-beach"],
  [/miami/, "brickell"],
];

/** The first of the record's place words that names a known destination. */
export function placeOf(where: readonly (string | undefined)[]): Place {
  for (const w of where) {
    if (!w) continue;
    const t = w.toLowerCase();
    const hit = PLACE_RULES.find(([re]) => re.test(t));
    if (hit) return hit[1];
  }
  return "default";
}

const BUILDINGS_FOR: Record<Place, readonly (readonly [Building, number])[]> = {
  "miami-beach": [
    ["tower", 3],
    ["low-rise", 2],
    ["curved-tower", 2],
    ["twin-towers", 1],
  ],
  brickell: [
    ["tower", 3],
    ["curved-tower", 2],
    ["twin-towers", 2],
    ["skyline", 1],
  ],
  "downtown-miami": [
    ["tower", 2],
    ["curved-tower", 2],
    ["skyline", 2],
    ["twin-towers", 1],
  ],
  aspen: [
    ["chalet", 3],
    ["low-rise", 2],
  ],
  "beverly-hills": [
    ["villa", 3],
    ["low-rise", 2],
  ],
  "west-hollywood": [
    ["low-rise", 2],
    ["tower", 2],
    ["villa", 1],
  ],
  dubai: [
    ["curved-tower", 2],
    ["tower", 2],
    ["low-rise", 1],
    ["skyline", 1],
  ],
  default: [
    ["low-rise", 2],
    ["villa", 1],
    ["tower", 1],
  ],
};

const TIME_WEIGHTS: readonly (readonly [Time, number])[] = [
  ["golden-hour", 3],
  ["dusk", 3],
  ["day", 2],
  ["night", 1.5],
];

/** A building the place can hold: no chalets on the beach, no towers in Aspen. */
function fits(place: Place, b: Building): boolean {
  if (b === "chalet") return place === "aspen";
  if (place === "aspen") return b === "low-rise";
  return true;
}

function sizeOf(kind: ArtKind): { width: number; height: number } {
  const widths = ART_WIDTHS[kind];
  const [aw, ah] = ART_ASPECT[kind];
  const width = widths[widths.length - 1] ?? 1600;
  return { width, height: Math.round((width * ah) / aw) };
}

export function planSource(src: ArtSource): ArtJob {
  const folderKind = artKindOf(src.image);
  if (!folderKind) throw new Error(`${src.from}: image "${src.image}" is not a base path like /art/listings/some-slug`);
  const kind = folderKind;
  const place = placeOf(src.where);
  const hints = hintsFrom(src.alt);
  const rng = new Rng(`plan:${src.image}`);
  const pickedBuilding = rng.weighted(BUILDINGS_FOR[place]);
  const pickedTime = rng.weighted(TIME_WEIGHTS);
  const building = hints.building && fits(place, hints.building) ? hints.building : pickedBuilding;
  const spec: SceneSpec = {
    seed: src.image,
    place,
    building,
    time: hints.time ?? pickedTime,
    ...sizeOf(kind),
    ...(src.wordmark ? { wordmark: src.wordmark } : {}),
    ...(hints.details.length ? { details: hints.details } : {}),
  };
  return { base: src.image, kind, widths: ART_WIDTHS[kind], spec, description: describeScene(spec), from: src.from };
}

/** Hero scenes for the pages, chosen by hand. */
export const PAGE_SCENES: readonly {
  slug: string;
  place: Place;
  building: Building;
  time: Time;
  details?: readonly Detail[];
}[] = [
  { slug: "home-hero", place: "brickell", building: "tower", time: "dusk" },
  { slug: "buy-hero", place: "miami-beach", building: "curved-tower", time: "golden-hour", details: ["parasols"] },
  { slug: "rent-hero", place: "aspen", building: "chalet", time: "dusk" },
  { slug: "hotels-hero", place: "downtown-miami", building: "skyline", time: "night" },
  { slug: "owners-hero", place: "beverly-hills", building: "villa", time: "golden-hour", details: ["pool"] },
  { slug: "realtors-hero", place: "dubai", building: "curved-tower", time: "dusk" },
  { slug: "about-hero", place: "west-hollywood", building: "low-rise", time: "dusk", details: ["stars"] },
];

export function planPageScenes(): ArtJob[] {
  return PAGE_SCENES.map((p) => {
    const base = `/art/scenes/${p.slug}`;
    const spec: SceneSpec = {
      seed: base,
      place: p.place,
      building: p.building,
      time: p.time,
      ...sizeOf("scene"),
      ...(p.details ? { details: p.details } : {}),
    };
    return { base, kind: "scene", widths: ART_WIDTHS.scene, spec, description: describeScene(spec), from: "page scenes" };
  });
}

export interface Plan {
  jobs: ArtJob[];
  warnings: string[];
}

/**
 * All jobs, one per base path. Two records may share an image (a listing and
 * its property page, say) only if they agree on its kind; the first wins.
 */
export function planAll(sources: readonly ArtSource[]): Plan {
  const jobs = new Map<string, ArtJob>();
  const warnings: string[] = [];
  for (const src of sources) {
    const job = planSource(src);
    if (job.kind !== src.kind) {
      warnings.push(`${src.from}: ${src.image} sits in the ${job.kind} folder; drawn as a ${job.kind} (${ART_ASPECT[job.kind].join(":")})`);
    }
    const prev = jobs.get(job.base);
    if (prev) {
      if (prev.kind !== job.kind) throw new Error(`${src.from}: ${job.base} is both a ${prev.kind} and a ${job.kind}`);
      continue;
    }
    jobs.set(job.base, job);
  }
  for (const job of planPageScenes()) {
    if (jobs.has(job.base)) throw new Error(`A record uses the page scene path ${job.base}`);
    jobs.set(job.base, job);
  }
  return { jobs: [...jobs.values()], warnings };
}
