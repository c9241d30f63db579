/** The character map: code point to glyph index, from a Unicode BMP subtable in format 4. */
export function readCmap(cmap: Buffer): Map<number, number> {
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
  return map;
}
