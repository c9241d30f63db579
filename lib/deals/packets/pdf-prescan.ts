import type { PacketRefusal } from "./packet-format";
import { pdfStructure, type PdfStream } from "./pdf-structure";

/*
 * A cheap look at a PDF before pdf-lib loads it. pdf-lib decompresses every object stream (and
 * cross-reference stream) whole while loading, and parses arrays and dictionaries recursively, so a
 * small file can ask for gigabytes or a stack thousands deep. This refuses such a file first: it
 * counts the objects, measures the nesting, and decompresses every Flate stream with the
 * browser's own streaming decompressor, stopping at a cap (so the check itself never holds more
 * than a cap's worth), without keeping the output except an object stream's, which is scanned too.
 */

export const PRESCAN_LIMITS = {
  /** Objects declared, object streams' /N included (the largest contract PDF: 867). */
  objects: 10_000,
  /** Arrays and dictionaries inside each other (this site's PDFs: 4). */
  depth: 32,
  /** One stream, decompressed: the largest thing pdf-lib or this site decompresses (the packet JSON is at most 2 MB). */
  streamBytes: 4 * 1024 * 1024,
  /** Every stream of the file, decompressed (the largest contract PDF: 5.9 MB). */
  totalBytes: 32 * 1024 * 1024,
} as const;

/** Filters pdf-lib can decode that expand more than Flate allows for its size; this site never writes them. */
const REFUSED_FILTERS = new Set(["LZWDecode", "LZW", "RunLengthDecode", "RL"]);

type StreamOutcome = { size: number; bytes?: Uint8Array };

/** How many bytes `data` inflates to, stopping past `cap` (then cap + 1); the bytes too if `keep`. */
async function inflate(data: Uint8Array, cap: number, keep: boolean): Promise<StreamOutcome> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel().catch(() => undefined);
        return { size: cap + 1 };
      }
      if (keep) chunks.push(value);
    }
  } catch {
    // Not Flate data, or damaged: what came out so far is what counts (pdf-lib fails there too).
  }
  if (!keep) return { size };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk.subarray(0, size - at), at);
    at += chunk.byteLength;
  }
  return { size, bytes: bytes.subarray(0, Math.min(size, at)) };
}

/** The stream's filter names, or null when they cannot be told from the dictionary (an indirect /Filter or /Type). */
function filtersOf(dict: string): string[] | null {
  if (/\/(?:Filter|Type)\s+\d+\s+\d+\s+R/.test(dict)) return null;
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict);
  return filter ? [...(filter[1] as string).matchAll(/\/([^\s/<>[\]()]+)/g)].map((match) => match[1] as string) : [];
}

type Tally = { objects: number; inflated: number };

async function checkStream(stream: PdfStream, tally: Tally): Promise<PacketRefusal | null> {
  const filters = filtersOf(stream.dict);
  if (filters === null || filters.length > 1 || filters.some((name) => REFUSED_FILTERS.has(name))) return "tooComplex";
  const objectStream = /\/Type\s*\/ObjStm\b/.test(stream.dict);
  if (objectStream) tally.objects += Number(/\/N\s+(\d+)/.exec(stream.dict)?.[1] ?? 0);
  const xrefSize = /\/Type\s*\/XRef\b/.test(stream.dict) ? Number(/\/Size\s+(\d+)/.exec(stream.dict)?.[1] ?? 0) : 0;
  if (tally.objects > PRESCAN_LIMITS.objects || xrefSize > PRESCAN_LIMITS.objects) return "tooComplex";
  let content: Uint8Array | undefined = stream.data;
  if (filters[0] === "FlateDecode" || filters[0] === "Fl") {
    const cap = Math.min(PRESCAN_LIMITS.streamBytes, PRESCAN_LIMITS.totalBytes - tally.inflated);
    const inflated = await inflate(stream.data, cap, objectStream);
    if (inflated.size > cap) return "tooComplex";
    tally.inflated += inflated.size;
    content = inflated.bytes;
  }
  if (objectStream && content) {
    const inner = pdfStructure(content, PRESCAN_LIMITS.depth);
    if (inner.depth > PRESCAN_LIMITS.depth || inner.streams.length > 0) return "tooComplex";
  }
  return null;
}

/** Why a PDF is refused before pdf-lib reads it, or null if it is within every limit. */
export async function prescanPdf(bytes: Uint8Array): Promise<PacketRefusal | null> {
  const structure = pdfStructure(bytes, PRESCAN_LIMITS.depth);
  if (structure.depth > PRESCAN_LIMITS.depth || structure.objects > PRESCAN_LIMITS.objects) return "tooComplex";
  const tally: Tally = { objects: structure.objects, inflated: 0 };
  for (const stream of structure.streams) {
    const refusal = await checkStream(stream, tally);
    if (refusal) return refusal;
  }
  return null;
}
