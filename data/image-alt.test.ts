import { describe, expect, it } from "vitest";
import { hintsFrom } from "@/scripts/art/hints";
import { planSource } from "@/scripts/art/plan";
import { artSources } from "@/scripts/art/sources";
import { LAYOUT, type Building, type Place, type Time } from "@/scripts/art/types";

/*
 * Every picture is drawn from its record's alt text (scripts/art/hints.ts), so the words and the
 * picture must agree: the alt names the building, the place and the light that are drawn, and
 * mentions no detail the picture does not have.
 */

const BUILDING_WORDS: Record<Building, RegExp> = {
  tower: /\btower\b/,
  "curved-tower": /\b(curving|curved|sculpted)\b[^.,;]*\btower\b/,
  "twin-towers": /\btwin towers\b/,
  skyline: /\bcluster of towers\b/,
  "low-rise": /\b(low-rise|lodge)\b/,
  villa: /\bvilla\b/,
  chalet: /\bchalet\b/,
};

const TIME_WORDS: Record<Time, RegExp> = {
  day: /\bmidday\b/,
  "golden-hour": /\bgolden hour\b/,
  dusk: /\bdusk\b/,
  night: /\bnight\b/,
};

const PLACE_WORDS: Record<Place, RegExp> = {
  "miami-beach": /\bMiami Beach\b/,
  brickell: /\bBiscayne Bay\b/,
  "downtown-miami": /\bBiscayne Bay\b/,
  aspen: /\bsnowy peaks\b/,
  "beverly-hills": /\bBeverly Hills\b/,
  "west-hollywood": /\bWest Hollywood\b/,
  dubai: /\bdesert dunes\b/,
  default: /./,
};

const jobs = artSources().map((source) => ({ source, job: planSource(source), alt: source.alt ?? "" }));

describe("image alt texts", () => {
  it("cover every record that has a picture", () => {
    expect(jobs.length).toBe(70);
    for (const { alt } of jobs) expect(alt).toMatch(/^(Illustration of |Typographic poster: the name )/);
  });

  it.each(jobs.map(({ source, job, alt }) => [source.from, job, alt] as const))("%s names what its picture draws", (_, job, alt) => {
    const { place, building, time, details = [] } = job.spec;
    expect(alt).toMatch(BUILDING_WORDS[building]);
    expect(alt).toMatch(TIME_WORDS[time]);
    expect(alt).toMatch(PLACE_WORDS[place]);
    // The words decide the picture (not the random draw), so they cannot drift apart.
    expect(hintsFrom(alt)).toMatchObject({ building, time });

    const layout = LAYOUT[place];
    if (/sailboat/.test(alt)) expect(details.includes("boats") && (layout === "bay" || layout === "beach")).toBe(true);
    if (/parasols/.test(alt)) expect(details.includes("parasols") && layout === "beach").toBe(true);
    if (/\bpool\b/.test(alt)) expect(details.includes("pool") && layout === "hills").toBe(true);
    if (/falling snow/.test(alt)) expect(details.includes("snowfall") && layout === "alpine").toBe(true);
    if (/\bstars\b/.test(alt)) expect(time === "night" || details.includes("stars")).toBe(true);
    if (/\bmoon\b/.test(alt)) expect(time).toBe("night");
    if (/\blit\b/.test(alt)) expect(time === "dusk" || time === "night").toBe(true);
  });
});
