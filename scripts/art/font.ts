/**
 * Just enough of a TrueType reader to set a wordmark as SVG paths, so the
 * artwork never depends on the fonts installed on the build machine.
 * Reads WOFF 1.0 (zlib tables) with glyf outlines: the site's own display
 * serif from @fontsource ships in that form.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { n } from "./svg";

export interface Font {
  unitsPerEm: number;
  ascender: number;
  capHeight: number;
  glyphIndex(codePoint: number): number;
  advance(glyph: number): number;
  /** Outline in font units, y up, as an SVG path after `transform`. */
  outline(glyph: number, tx: (x: number, y: number) => [number, number]): string;
}

function tables(buf: Buffer): Map<string, Buffer> {
  const sig = buf.toString("ascii", 0, 4);
  const out = new Map<string, Buffer>();
  if (sig === "wOFF") {
    const count = buf.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const o = 44 + i * 20;
      const tag = buf.toString("ascii", o, o + 4);
      const offset = buf.readUInt32BE(o + 4);
      const comp = buf.readUInt32BE(o + 8);
      const orig = buf.readUInt32BE(o + 12);
      const raw = buf.subarray(offset, offset + comp);
      out.set(tag, comp < orig ? inflateSync(raw) : Buffer.from(raw));
    }
    return out;
  }
  // Plain TrueType.
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const o = 12 + i * 16;
    const tag = buf.toString("ascii", o, o + 4);
    const offset = buf.readUInt32BE(o + 8);
    const length = buf.readUInt32BE(o + 12);
    out.set(tag, buf.subarray(offset, offset + length));
  }
  return out;
}

function need(t: Map<string, Buffer>, tag: string): Buffer {
  const b = t.get(tag);
  if (!b) throw new Error(`Font has no ${tag} table (only TrueType outlines are supported)`);
  return b;
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

  // cmap: prefer a Unicode BMP subtable in format 4.
  const map = new Map<number, number>();
  const nt = cmap.readUInt16BE(2);
  for (let i = 0; i < nt; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const off = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0)) continue;
    if (cmap.readUInt16BE(off) !== 4) continue;
    const segX2 = cmap.readUInt16BE(off + 6);
    const seg = segX2 / 2;
    const ends = off + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < seg; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOff = cmap.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g: number;
        if (rangeOff === 0) g = (c + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + rangeOff + (c - start) * 2;
          g = cmap.readUInt16BE(at);
          if (g !== 0) g = (g + delta) & 0xffff;
        }
        if (!map.has(c)) map.set(c, g);
      }
    }
    break;
  }

  function contours(g: number, depth = 0): { x: number; y: number; on: boolean }[][] {
    if (g >= numGlyphs || depth > 4) return [];
    const [start, end] = glyphOffset(g);
    if (end <= start) return [];
    const d = glyf.subarray(start, end);
    const nc = d.readInt16BE(0);
    if (nc >= 0) {
      const endPts: number[] = [];
      for (let i = 0; i < nc; i++) endPts.push(d.readUInt16BE(10 + i * 2));
      const numPts = (endPts[nc - 1] ?? -1) + 1;
      let p = 10 + nc * 2;
      p += 2 + d.readUInt16BE(p);
      const flags: number[] = [];
      while (flags.length < numPts) {
        const f = d.readUInt8(p++);
        flags.push(f);
        if (f & 8) {
          const rep = d.readUInt8(p++);
          for (let r = 0; r < rep; r++) flags.push(f);
        }
      }
      const xs: number[] = [];
      let v = 0;
      for (const f of flags) {
        if (f & 2) v += (f & 16 ? 1 : -1) * d.readUInt8(p++);
        else if (!(f & 16)) {
          v += d.readInt16BE(p);
          p += 2;
        }
        xs.push(v);
      }
      const ys: number[] = [];
      v = 0;
      for (const f of flags) {
        if (f & 4) v += (f & 32 ? 1 : -1) * d.readUInt8(p++);
        else if (!(f & 32)) {
          v += d.readInt16BE(p);
          p += 2;
        }
        ys.push(v);
      }
      const out: { x: number; y: number; on: boolean }[][] = [];
      let s = 0;
      for (const e of endPts) {
        const c: { x: number; y: number; on: boolean }[] = [];
        for (let i = s; i <= e; i++) c.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
        out.push(c);
        s = e + 1;
      }
      return out;
    }
    // Composite glyph: components with offsets and optional scale.
    const out: { x: number; y: number; on: boolean }[][] = [];
    let p = 10;
    for (;;) {
      const flags = d.readUInt16BE(p);
      const sub = d.readUInt16BE(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = d.readInt16BE(p);
        dy = d.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = d.readInt8(p);
        dy = d.readInt8(p + 1);
        p += 2;
      }
      let a = 1;
      let b = 0;
      let c = 0;
      let e = 1;
      if (flags & 8) {
        a = e = d.readInt16BE(p) / 16384;
        p += 2;
      } else if (flags & 0x40) {
        a = d.readInt16BE(p) / 16384;
        e = d.readInt16BE(p + 2) / 16384;
        p += 4;
      } else if (flags & 0x80) {
        a = d.readInt16BE(p) / 16384;
        b = d.readInt16BE(p + 2) / 16384;
        c = d.readInt16BE(p + 4) / 16384;
        e = d.readInt16BE(p + 6) / 16384;
        p += 8;
      }
      for (const contour of contours(sub, depth + 1)) {
        out.push(contour.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + e * q.y + dy, on: q.on })));
      }
      if (!(flags & 0x20)) break;
    }
    return out;
  }

  return {
    unitsPerEm,
    ascender,
    capHeight,
    glyphIndex: (cp) => map.get(cp) ?? 0,
    advance: (g) => hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4),
    outline(g, tx) {
      let d = "";
      for (const c of contours(g)) {
        if (c.length === 0) continue;
        // Start on an on-curve point (or the midpoint of two off-curve points).
        const firstOn = c.findIndex((q) => q.on);
        const pts = firstOn >= 0 ? [...c.slice(firstOn), ...c.slice(0, firstOn)] : c;
        const p0 = pts[0] as { x: number; y: number; on: boolean };
        const last = pts[pts.length - 1] as { x: number; y: number; on: boolean };
        const start = p0.on ? p0 : { x: (p0.x + last.x) / 2, y: (p0.y + last.y) / 2, on: true };
        const [sx, sy] = tx(start.x, start.y);
        d += `M${n(sx)} ${n(sy)}`;
        const seq = p0.on ? pts.slice(1) : pts;
        let ctrl: { x: number; y: number } | null = null;
        for (const q of [...seq, start]) {
          if (q.on) {
            const [x, y] = tx(q.x, q.y);
            if (ctrl) {
              const [cx, cy] = tx(ctrl.x, ctrl.y);
              d += `Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
            } else d += `L${n(x)} ${n(y)}`;
            ctrl = null;
          } else {
            if (ctrl) {
              const mx = (ctrl.x + q.x) / 2;
              const my = (ctrl.y + q.y) / 2;
              const [cx, cy] = tx(ctrl.x, ctrl.y);
              const [x, y] = tx(mx, my);
              d += `Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
            }
            ctrl = q;
          }
        }
        d += "Z";
      }
      return d;
    },
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
