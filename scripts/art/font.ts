/**
 * Just enough of a TrueType reader to set a wordmark as SVG paths, so the
 * artwork never depends on the fonts installed on the build machine.
 * Reads WOFF 1.0 (zlib tables) with glyf outlines: the site's own display
 * serif from @fontsource ships in that form.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readCmap } from "./truetype/cmap";
import { glyphContours, type GlyphSource } from "./truetype/glyphs";
import { contoursToPath } from "./truetype/outline";
import { need, tables } from "./truetype/tables";

export interface Font {
  unitsPerEm: number;
  ascender: number;
  capHeight: number;
  glyphIndex(codePoint: number): number;
  advance(glyph: number): number;
  /** Outline in font units, y up, as an SVG path after `transform`. */
  outline(glyph: number, tx: (x: number, y: number) => [number, number]): string;
}

export function parseFont(buf: Buffer): Font {
  const t = tables(buf);
  const head = need(t, "head");
  const hhea = need(t, "hhea");
  const maxp = need(t, "maxp");
  const hmtx = need(t, "hmtx");
  const loca = need(t, "loca");
  const glyf = need(t, "glyf");
  const cmap = need(t, "cmap");
  const os2 = t.get("OS/2");
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const numGlyphs = maxp.readUInt16BE(4);
  const numHMetrics = hhea.readUInt16BE(34);
  const ascender = hhea.readInt16BE(4);
  const capHeight = os2 && os2.length >= 90 && os2.readUInt16BE(0) >= 2 ? os2.readInt16BE(88) : Math.round(ascender * 0.7);

  const glyphOffset = (g: number): [number, number] =>
    longLoca ? [loca.readUInt32BE(g * 4), loca.readUInt32BE(g * 4 + 4)] : [loca.readUInt16BE(g * 2) * 2, loca.readUInt16BE(g * 2 + 2) * 2];

  const source: GlyphSource = { glyf, numGlyphs, glyphOffset };
  const map = readCmap(cmap);

  return {
    unitsPerEm,
    ascender,
    capHeight,
    glyphIndex: (cp) => map.get(cp) ?? 0,
    advance: (g) => hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4),
    outline: (g, tx) => contoursToPath(glyphContours(source, g), tx),
  };
}

let cached: Font | undefined;

/** The site's display serif (Cormorant Garamond 500, Latin), read once. */
export function wordmarkFont(): Font {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = require.resolve("@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff");
    cached = parseFont(readFileSync(file));
  }
  return cached;
}

/**
 * Sets `text` as one SVG path: baseline at y, horizontally centred on x,
 * capital height `cap` px, extra letter spacing `tracking` (in ems).
 */
export function setText(font: Font, text: string, x: number, y: number, cap: number, tracking: number): { d: string; width: number } {
  const scale = cap / font.capHeight;
  const glyphs = [...text].map((ch) => font.glyphIndex(ch.codePointAt(0) ?? 32));
  const track = tracking * font.unitsPerEm;
  const widths = glyphs.map((g) => font.advance(g));
  const total = (widths.reduce((a, b) => a + b, 0) + track * Math.max(0, glyphs.length - 1)) * scale;
  let pen = x - total / 2;
  let d = "";
  glyphs.forEach((g, i) => {
    const ox = pen;
    d += font.outline(g, (gx, gy) => [ox + gx * scale, y - gy * scale]);
    pen += ((widths[i] ?? 0) + track) * scale;
  });
  return { d, width: total };
}
