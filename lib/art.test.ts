import { describe, expect, it } from "vitest";
import { ART_ASPECT, ART_KINDS, ART_WIDTHS, artBase, artFallbackWidth, artKindOf, artSize, artSrc, artSrcSet } from "./art";

describe("art widths and aspect ratios", () => {
  it("lists widths for every kind, ascending", () => {
    for (const kind of ART_KINDS) {
      const widths = ART_WIDTHS[kind];
      expect(widths.length).toBeGreaterThan(0);
      expect([...widths].sort((a, b) => a - b)).toEqual([...widths]);
    }
  });

  it("uses 4:3 for cards and 16:9 for property pages and page scenes", () => {
    for (const kind of ["listing", "rental", "brand", "residence"] as const) expect(ART_ASPECT[kind]).toEqual([4, 3]);
    expect(ART_ASPECT.property).toEqual([16, 9]);
    expect(ART_ASPECT.scene).toEqual([16, 9]);
    expect(ART_WIDTHS.listing).toEqual([480, 960, 1600]);
    expect(ART_WIDTHS.scene).toEqual([640, 1280, 1920]);
  });

  it("sizes a rendition from its kind, the largest by default", () => {
    expect(artSize("listing")).toEqual({ width: 1600, height: 1200 });
    expect(artSize("listing", 480)).toEqual({ width: 480, height: 360 });
    expect(artSize("property")).toEqual({ width: 1600, height: 900 });
    expect(artSize("scene", 640)).toEqual({ width: 640, height: 360 });
  });

  it("every rendition has whole-pixel dimensions", () => {
    for (const kind of ART_KINDS) {
      for (const w of ART_WIDTHS[kind]) {
        const [aw, ah] = ART_ASPECT[kind];
        expect(Number.isInteger((w * ah) / aw)).toBe(true);
      }
    }
  });

  it("falls back to the middle width", () => {
    expect(artFallbackWidth("listing")).toBe(960);
    expect(artFallbackWidth("scene")).toBe(1280);
  });
});

describe("art URLs", () => {
  it("appends width and format to the base path", () => {
    expect(artSrc("/art/listings/aman-miami-beach", 480)).toBe("/art/listings/aman-miami-beach-480.webp");
  });

  it("builds a srcset of every width", () => {
    expect(artSrcSet("/art/scenes/home-hero", "scene")).toBe(
      "/art/scenes/home-hero-640.webp 640w, /art/scenes/home-hero-1280.webp 1280w, /art/scenes/home-hero-1920.webp 1920w",
    );
  });

  it("builds base paths from a kind and a slug", () => {
    expect(artBase("listing", "aman-miami-beach")).toBe("/art/listings/aman-miami-beach");
    expect(artBase("property", "one-thousand-museum")).toBe("/art/properties/one-thousand-museum");
    expect(() => artBase("brand", "Not A Slug")).toThrow();
    expect(() => artBase("brand", "../etc")).toThrow();
  });
});

describe("artKindOf", () => {
  it("reads the kind from the folder", () => {
    for (const kind of ART_KINDS) expect(artKindOf(artBase(kind, "x-1"))).toBe(kind);
    expect(artKindOf("/art/brands/1428-brickell")).toBe("brand");
  });

  it("rejects anything that is not a generated base path", () => {
    for (const bad of [
      "",
      "/art/listings/",
      "/art/listings/aman-miami-beach-480.webp",
      "/art/unknown/aman",
      "/art/listings/a/b",
      "/images/aman",
      "https://example.com/art/listings/aman",
      "/art/listings/Aman",
    ]) {
      expect(artKindOf(bad)).toBeUndefined();
    }
  });
});
