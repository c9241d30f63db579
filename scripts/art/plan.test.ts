import { describe, expect, it } from "vitest";
import { brands, featuredProperty } from "@/lib/catalogue/brands";
import { purchaseListings } from "@/lib/catalogue/listings";
import { propertyPages } from "@/lib/catalogue/properties";
import { rentalListings } from "@/lib/catalogue/rentals";
import { residences } from "@/lib/catalogue/residences";
import { artKindOf, artSize } from "@/lib/art";
import { hintsFrom } from "./hints";
import { PAGE_SCENES, placeOf, planAll, planSource, type ArtSource } from "./plan";

const src = (over: Partial<ArtSource> = {}): ArtSource => ({
  kind: "listing",
  image: "/art/listings/test-tower",
  where: ["brickell"],
  from: "test",
  ...over,
});

describe("placeOf", () => {
  it("maps every city slug and common place words", () => {
    expect(placeOf(["miami-beach"])).toBe("miami-beach");
    expect(placeOf(["brickell"])).toBe("brickell");
    expect(placeOf(["brickell-key"])).toBe("brickell");
    expect(placeOf(["downtown-miami"])).toBe("downtown-miami");
    expect(placeOf(["museum-park"])).toBe("downtown-miami");
    expect(placeOf(["miami-river"])).toBe("downtown-miami");
    expect(placeOf(["beverly-hills"])).toBe("beverly-hills");
    expect(placeOf(["west-hollywood"])).toBe("west-hollywood");
    expect(placeOf(["aspen"])).toBe("aspen");
    expect(placeOf(["dubai"])).toBe("dubai");
    expect(placeOf([undefined, "Beverly Hills, California"])).toBe("beverly-hills");
    expect(placeOf(["Miami Beach, Florida"])).toBe("miami-beach");
    expect(placeOf(["Paris"])).toBe("default");
  });
});

describe("hintsFrom", () => {
  it("reads time, building and details from a description", () => {
    expect(hintsFrom("a timber chalet with glowing windows under falling snow at alpenglow")).toEqual({
      time: "dusk",
      building: "chalet",
      details: ["snowfall"],
    });
    expect(hintsFrom("a sail-shaped tower at the water's edge and a low gold sun")).toMatchObject({
      time: "golden-hour",
      building: "curved-tower",
    });
    expect(hintsFrom("a grid of city lights under a white moon").time).toBe("night");
    expect(hintsFrom("a pool terrace, fan palms and a violet dusk sky with the first stars").details).toEqual(["pool", "stars", "palms"]);
    expect(hintsFrom(undefined)).toEqual({ time: undefined, building: undefined, details: [] });
  });
});

describe("planSource", () => {
  it("takes kind and size from the base path's folder", () => {
    const job = planSource(src({ kind: "property", image: "/art/properties/x" }));
    expect(job.kind).toBe("property");
    expect(job.spec).toMatchObject({ width: 1600, height: 900, seed: "/art/properties/x", place: "brickell" });
    expect(job.widths).toEqual([480, 960, 1600]);
  });

  it("is deterministic and follows the record's words", () => {
    const a = planSource(src({ alt: "a sail-shaped tower at dusk" }));
    expect(planSource(src({ alt: "a sail-shaped tower at dusk" }))).toEqual(a);
    expect(a.spec.building).toBe("curved-tower");
    expect(a.spec.time).toBe("dusk");
    expect(a.description).toMatch(/curving tower on Biscayne Bay at dusk/);
  });

  it("never puts a chalet outside the mountains", () => {
    expect(planSource(src({ alt: "a chalet" })).spec.building).not.toBe("chalet");
    expect(planSource(src({ where: ["aspen"], alt: "a tower" })).spec.building).not.toBe("tower");
  });

  it("sets brand names as wordmarks", () => {
    const job = planSource(src({ kind: "brand", image: "/art/brands/aman", wordmark: "Aman" }));
    expect(job.spec.wordmark).toBe("Aman");
    expect(job.description).toMatch(/^Typographic poster: the name Aman/);
  });

  it("rejects an image that is not a base path", () => {
    expect(() => planSource(src({ image: "/art/listings/x-480.webp" }))).toThrow(/base path/);
    expect(() => planSource(src({ image: "https://cdn.example.com/x" }))).toThrow(/base path/);
  });
});

describe("planAll", () => {
  it("draws a shared image once, adds the page scenes, and refuses kind conflicts", () => {
    const plan = planAll([src(), src({ from: "again" })]);
    expect(plan.jobs.filter((j) => j.base === "/art/listings/test-tower")).toHaveLength(1);
    expect(plan.jobs.filter((j) => j.kind === "scene")).toHaveLength(PAGE_SCENES.length);
    expect(plan.jobs.find((j) => j.base === "/art/scenes/home-hero")?.spec).toMatchObject(artSize("scene"));
    expect(planAll([src({ kind: "rental" })]).warnings[0]).toMatch(/listing folder/);
  });

  it("plans every image the sample data names, each in a known place", () => {
    const sources: ArtSource[] = [
      ...purchaseListings.map((r) => src({ kind: "listing", image: r.image, where: [r.city, r.location], alt: r.imageAlt, from: r.id })),
      ...rentalListings.map((r) => src({ kind: "rental", image: r.image, where: [r.city, r.location], alt: r.imageAlt, from: r.id })),
      ...brands.map((r) =>
        src({ kind: "brand", image: r.image, where: [...r.locations], alt: r.imageAlt, wordmark: r.name, from: r.slug }),
      ),
      src({ kind: "property", image: featuredProperty.image, where: [...featuredProperty.locations], from: "featured" }),
      ...residences.map((r) => src({ kind: "residence", image: r.image, where: [r.location], alt: r.imageAlt, from: r.id })),
      ...propertyPages.map((r) => src({ kind: "property", image: r.image, where: [r.city, r.location], alt: r.imageAlt, from: r.slug })),
    ];
    const { jobs, warnings } = planAll(sources);
    expect(warnings).toEqual([]);
    for (const s of sources) expect(artKindOf(s.image)).toBe(s.kind);
    for (const job of jobs) expect(job.spec.place).not.toBe("default");
    // No two images are drawn from the same seed.
    expect(new Set(jobs.map((j) => j.spec.seed)).size).toBe(jobs.length);
  });
});
