/*
 * One linear pass over a PDF's bytes, without pdf-lib: how many objects it declares, how deep its
 * arrays and dictionaries nest, and where each stream is with the dictionary in front of it. It
 * skips comments, strings and stream data, so bytes inside them count for nothing.
 * pdf-prescan.ts judges the result before pdf-lib loads the file.
 */

export type PdfStream = {
  /** The stream's dictionary as text, `#xx` name escapes decoded. */
  dict: string;
  /** The stream's data, as pdf-lib takes it (by a direct /Length, else up to `endstream`). */
  data: Uint8Array;
};

export type PdfStructure = { objects: number; depth: number; streams: PdfStream[] };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([..."()<>[]{}/%"].map((character) => character.charCodeAt(0)));
const isRegular = (byte: number | undefined) => byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const LATIN1 = new TextDecoder("latin1");
const ENDSTREAM = [..."endstream"].map((character) => character.charCodeAt(0));

function indexOfEndstream(bytes: Uint8Array, from: number): number {
  search: for (let at = from; at + ENDSTREAM.length <= bytes.length; at += 1) {
    for (let offset = 0; offset < ENDSTREAM.length; offset += 1) if (bytes[at + offset] !== ENDSTREAM[offset]) continue search;
    return at;
  }
  return -1;
}

/** Past a literal string `( ... )` starting at `at`: balanced parentheses, backslash escapes. */
function skipLiteralString(bytes: Uint8Array, at: number): number {
  let open = 0;
  for (let index = at; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0x5c) index += 1;
    else if (byte === 0x28) open += 1;
    else if (byte === 0x29 && --open === 0) return index + 1;
  }
  return bytes.length;
}

function skipTo(bytes: Uint8Array, at: number, wanted: (byte: number) => boolean): number {
  let index = at;
  while (index < bytes.length && !wanted(bytes[index] as number)) index += 1;
  return index;
}

export function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Where a stream's data starts and ends, as pdf-lib finds it (PDFObjectParser.parseDictOrStream). */
function streamData(bytes: Uint8Array, keywordEnd: number, dict: string): { data: Uint8Array; next: number } {
  let start = keywordEnd;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  if (length) {
    const end = start + Number(length[1]);
    const after = skipTo(bytes, end, (byte) => !WHITESPACE.has(byte));
    if (end <= bytes.length && indexOfEndstream(bytes.subarray(after, after + ENDSTREAM.length), 0) === 0)
      return { data: bytes.subarray(start, end), next: after + ENDSTREAM.length };
  }
  const found = indexOfEndstream(bytes, start);
  const stop = found === -1 ? bytes.length : found;
  let end = stop;
  if (bytes[end - 1] === 0x0a) end -= 1;
  if (bytes[end - 1] === 0x0d) end -= 1;
  return { data: bytes.subarray(start, Math.max(start, end)), next: found === -1 ? bytes.length : stop + ENDSTREAM.length };
}

/** The objects, nesting depth and streams of a PDF's bytes (of a decompressed object stream, too). */
export function pdfStructure(bytes: Uint8Array, maxDepth: number): PdfStructure {
  const streams: PdfStream[] = [];
  const dictStarts: number[] = [];
  let lastDict = { start: 0, end: 0 };
  let objects = 0;
  let depth = 0;
  let deepest = 0;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index] as number;
    if (byte === 0x25) index = skipTo(bytes, index, (next) => next === 0x0a || next === 0x0d);
    else if (byte === 0x28) index = skipLiteralString(bytes, index);
    else if (byte === 0x3c && bytes[index + 1] === 0x3c) {
      dictStarts.push(index);
      depth += 1;
      index += 2;
    } else if (byte === 0x3c) index = skipTo(bytes, index, (next) => next === 0x3e) + 1;
    else if (byte === 0x3e && bytes[index + 1] === 0x3e) {
      const start = dictStarts.pop();
      if (start !== undefined) lastDict = { start, end: index + 2 };
      depth = Math.max(0, depth - 1);
      index += 2;
    } else if (byte === 0x5b) {
      depth += 1;
      index += 1;
    } else if (byte === 0x5d) {
      depth = Math.max(0, depth - 1);
      index += 1;
    } else if (byte === 0x2f) index = skipTo(bytes, index + 1, (next) => !isRegular(next));
    else if (isRegular(byte)) {
      const end = skipTo(bytes, index, (next) => !isRegular(next));
      const word = end - index <= 6 ? LATIN1.decode(bytes.subarray(index, end)) : "";
      if (word === "obj") objects += 1;
      if (word === "stream") {
        const dict = decodeNameEscapes(LATIN1.decode(bytes.subarray(lastDict.start, lastDict.end)));
        const { data, next } = streamData(bytes, end, dict);
        streams.push({ dict, data });
        index = next;
        continue;
      }
      index = end;
    } else index += 1;
    deepest = Math.max(deepest, depth);
    if (deepest > maxDepth) break;
  }
  return { objects, depth: deepest, streams };
}
