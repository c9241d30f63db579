/** A point of a glyph outline, in font units (y up); `on` is false for a quadratic control point. */
export type GlyphPoint = { x: number; y: number; on: boolean };

export interface GlyphSource {
  glyf: Buffer;
  numGlyphs: number;
  /** Start and end of a glyph's data in the glyf table (from loca). */
  glyphOffset(g: number): [number, number];
}

/** A glyph's contours from the glyf table: simple glyphs, and composites of other glyphs. */
export function glyphContours(source: GlyphSource, g: number, depth = 0): GlyphPoint[][] {
  const { glyf, numGlyphs, glyphOffset } = source;
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
    const out: GlyphPoint[][] = [];
    let s = 0;
    for (const e of endPts) {
      const c: GlyphPoint[] = [];
      for (let i = s; i <= e; i++) c.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
      out.push(c);
      s = e + 1;
    }
    return out;
  }
  // Composite glyph: components with offsets and optional scale.
  const out: GlyphPoint[][] = [];
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
    for (const contour of glyphContours(source, sub, depth + 1)) {
      out.push(contour.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + e * q.y + dy, on: q.on })));
    }
    if (!(flags & 0x20)) break;
  }
  return out;
}
