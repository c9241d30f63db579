import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adjust, gradientAt, mix } from "./color";
import { Rng, hashString } from "./rng";
import { BUILDINGS, PLACES, TIMES, renderScene, type SceneSpec } from "./scene";

const base: SceneSpec = { seed: "/art/listings/test", place: "brickell", building: "tower", time: "dusk", width: 800, height: 600 };

function clean(svg: string): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // Self-contained: nothing loads from anywhere.
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  expect(svg).not.toMatch(/<image|<text|<script|@import/);
}

describe("seeded randomness", () => {
  it("hashes strings stably", () => {
    expect(hashString("aman")).toBe(hashString("aman"));
    expect(hashString("aman")).not.toBe(hashString("amam"));
  });

  it("repeats a sequence for a seed and forks independent streams", () => {
    const a = new Rng("x");
    const b = new Rng("x");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(new Rng("x").fork("sky").next()).not.toBe(new Rng("x").fork("sea").next());
    for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
  });

  it("keeps int() and pick() in range", () => {
    const r = new Rng("range");
    for (let i = 0; i < 500; i++) {
      const v = r.int(2, 4);
      expect(v >= 2 && v <= 4 && Number.isInteger(v)).toBe(true);
      expect(["a", "b"]).toContain(r.pick(["a", "b"]));
    }
  });
});

describe("colour", () => {
  it("mixes from one end to the other", () => {
    expect(mix("#15130f", "#faf7f2", 0)).toBe("#15130f");
    expect(mix("#15130f", "#faf7f2", 1)).toBe("#faf7f2");
    expect(mix("#000000", "#ffffff", 0.5)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("round-trips through OKLab and walks gradients", () => {
    expect(adjust("#c9a96e", 0)).toBe("#c9a96e");
    expect(gradientAt(["#000000", "#ffffff"], 0)).toBe("#000000");
    expect(gradientAt(["#000000", "#ffffff"], 1)).toBe("#ffffff");
  });
});

describe("renderScene", () => {
  it("is deterministic", () => {
    expect(renderScene(base)).toBe(renderScene({ ...base }));
  });

  it("draws a different picture for a different seed", () => {
    expect(renderScene(base)).not.toBe(renderScene({ ...base, seed: "/art/listings/other" }));
  });

  it("renders every place, building and time cleanly and compactly", () => {
    for (const place of PLACES) {
      for (const building of BUILDINGS) {
        for (const time of TIMES) {
          const svg = renderScene({ ...base, seed: `${place}-${building}-${time}`, place, building, time });
          clean(svg);
          expect(svg.length).toBeLessThan(120_000);
        }
      }
    }
  });

  it("composes for the aspect ratio it is given", () => {
    const wide = renderScene({ ...base, width: 1920, height: 1080 });
    expect(wide).toContain('width="1920" height="1080" viewBox="0 0 1920 1080"');
  });

  it("sets a wordmark as outlines in the site's serif", () => {
    const svg = renderScene({ ...base, wordmark: "Four Seasons" });
    clean(svg);
    expect(svg.length).toBeGreaterThan(renderScene(base).length);
    expect(renderScene({ ...base, wordmark: "Four Seasons" })).toBe(svg);
  });

  it("rejects a spec it cannot draw", () => {
    expect(() => renderScene({ ...base, place: "paris" as never })).toThrow(/place/);
    expect(() => renderScene({ ...base, building: "castle" as never })).toThrow(/building/);
    expect(() => renderScene({ ...base, time: "noon" as never })).toThrow(/time/);
    expect(() => renderScene({ ...base, width: 0 })).toThrow(/size/);
    expect(() => renderScene({ ...base, wordmark: "<script>" })).toThrow(/wordmark/);
  });

  it("produces SVG that the renderer accepts", async () => {
    for (const [place, building, time] of [
      ["aspen", "chalet", "night"],
      ["dubai", "curved-tower", "golden-hour"],
      ["beverly-hills", "villa", "day"],
    ] as const) {
      const svg = renderScene({ ...base, place, building, time, wordmark: "Aman" });
      const png = await sharp(Buffer.from(svg), { density: 36 }).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(300);
    }
  });
});
