import type { PDFFont } from "pdf-lib";

/** Text for pdf-lib's standard fonts: what they can encode, wrapped to a width. */

/**
 * The standard fonts only encode WinAnsi (Latin-1 plus a few marks). Anything else would
 * make pdf-lib throw, so it is spelled without its accents where that helps ("Ł" stays
 * "?", "é" is kept, "ő" becomes "o") and replaced with "?" otherwise.
 */
export function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/\t/g, "    ")]
      .map((char) => {
        if (supported.has(char.codePointAt(0) ?? -1)) return char;
        const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
        return [...plain].every((part) => supported.has(part.codePointAt(0) ?? -1)) && plain ? plain : "?";
      })
      .join("");
}

type GlyphWidths = { char(char: string): number; kern(left: string, right: string): number };
const glyphWidthsOf = new WeakMap<PDFFont, GlyphWidths>();

/**
 * A standard font's widths as pdf-lib adds them up (each glyph's width plus the kerning of each
 * pair, in thousandths of the size), every glyph and pair measured once. Cutting a long word then
 * takes one pass over it: measured whole again for each character, a 10 KB word took minutes.
 */
function glyphWidths(font: PDFFont): GlyphWidths {
  const known = glyphWidthsOf.get(font);
  if (known) return known;
  const chars = new Map<string, number>();
  const pairs = new Map<string, number>();
  const widths: GlyphWidths = {
    char(char) {
      let width = chars.get(char);
      if (width === undefined) chars.set(char, (width = font.widthOfTextAtSize(char, 1000)));
      return width;
    },
    kern(left, right) {
      const pair = left + right;
      let kerning = pairs.get(pair);
      if (kerning === undefined) pairs.set(pair, (kerning = font.widthOfTextAtSize(pair, 1000) - widths.char(left) - widths.char(right)));
      return kerning;
    },
  };
  glyphWidthsOf.set(font, widths);
  return widths;
}

/**
 * Where a line of `text` that starts at `start` ends (at `text.length` when the rest fits), with at
 * least one character on it: the glyphs are added up until they are wider than `width`.
 */
function lineEnd(text: string, start: number, widths: GlyphWidths, scale: number, width: number): number {
  let total = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text.charAt(index);
    total += widths.char(char) + (index > start ? widths.kern(text.charAt(index - 1), char) : 0);
    if (total * scale > width) return Math.max(index, start + 1);
  }
  return text.length;
}

/** Splits text into lines no wider than `width`, breaking at spaces (or inside a word too long for a line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const widths = glyphWidths(font);
  // The glyph widths are in thousandths of the size, as pdf-lib scales them.
  const scale = size / 1000;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (lineEnd(candidate, 0, widths, scale, width) === candidate.length) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the line is cut where it overflows.
      let start = 0;
      for (let end = lineEnd(word, start, widths, scale, width); end < word.length; end = lineEnd(word, start, widths, scale, width)) {
        lines.push(word.slice(start, end));
        start = end;
      }
      line = word.slice(start);
    }
    lines.push(line);
  }
  return lines;
}
