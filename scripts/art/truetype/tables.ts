import { inflateSync } from "node:zlib";

/** A font file's table directory: WOFF 1.0 (zlib-compressed tables) or plain TrueType. */

export function tables(buf: Buffer): Map<string, Buffer> {
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

export function need(t: Map<string, Buffer>, tag: string): Buffer {
  const b = t.get(tag);
  if (!b) throw new Error(`Font has no ${tag} table (only TrueType outlines are supported)`);
  return b;
}
