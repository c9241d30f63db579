import type { PDFFont } from "pdf-lib";
import { UnprintableTextError } from "./unprintable";

/*
 * Text for the contract PDF: which font draws each character, and line wrapping. A style is a
 * chain of fonts: its standard font (WinAnsi only) first, then the embedded Noto Sans subsets
 * (pdf-fonts.ts). A text the standard font encodes whole is drawn with it; any other text is drawn
 * in runs, each character with the first subset that has its glyph, so a name reads in one face.
 */

export type FontChain = readonly PDFFont[];
export type Run = { font: PDFFont; text: string };

const coverageOf = new WeakMap<PDFFont, Set<number>>();

function covers(font: PDFFont, char: string): boolean {
  let set = coverageOf.get(font);
  if (!set) coverageOf.set(font, (set = new Set(font.getCharacterSet())));
  return set.has(char.codePointAt(0) ?? -1);
}

/** The text as drawn: composed (NFC), tabs as four spaces, every other space character a plain space. */
export const printedForm = (text: string) =>
  text
    .normalize("NFC")
    .replace(/\t/g, "    ")
    .replace(/[^\S\r\n]/g, " ");

/** The first character (line breaks aside) that no font of the chain can draw, or null. */
export function unprintableCharacter(text: string, chain: FontChain): string | null {
  for (const char of printedForm(text)) {
    if (char !== "\n" && char !== "\r" && !chain.some((font) => covers(font, char))) return char;
  }
  return null;
}

/** Whether `font` draws every character of the text (line breaks aside). */
export const drawsAll = (font: PDFFont, text: string): boolean =>
  [...text].every((char) => char === "\n" || char === "\r" || covers(font, char));

/** The fonts a text is drawn with: the standard font alone when it draws it all, else the fallback subsets. */
export const chainFor = (text: string, primary: PDFFont, fallback: FontChain): FontChain =>
  drawsAll(primary, text) ? [primary] : fallback;

/** The font of the chain that draws `char`; throws UnprintableTextError when none can. */
function fontOf(chain: FontChain, char: string): PDFFont {
  const font = chain.find((candidate) => covers(candidate, char));
  if (!font) throw new UnprintableTextError(char, "a text of the contract");
  return font;
}

/** A line cut into runs of one font each. */
export function runsOf(line: string, chain: FontChain): Run[] {
  const runs: Run[] = [];
  for (const char of line) {
    const font = fontOf(chain, char);
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type GlyphWidths = { char(char: string): number; kern(left: string, right: string): number };
const glyphWidthsOf = new WeakMap<PDFFont, GlyphWidths>();

/**
 * A font's widths as pdf-lib adds them up (each glyph's width plus the kerning of each pair, in
 * thousandths of the size), every glyph and pair measured once. Cutting a long word then takes one
 * pass over it: measured whole again for each character, a 10 KB word took minutes.
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
 * Where a line of `chars` that starts at `start` ends (at `chars.length` when the rest fits), with
 * at least one character on it: the glyphs are added up until they are wider than `width`. Pairs
 * drawn by two fonts are not kerned, as they are drawn in two runs.
 */
function lineEnd(chars: string[], start: number, chain: FontChain, scale: number, width: number): number {
  let total = 0;
  let previousChar = "";
  let previousFont: PDFFont | null = null;
  for (let index = start; index < chars.length; index += 1) {
    const char = chars[index]!;
    const font = chain.length === 1 && covers(chain[0]!, char) ? chain[0]! : fontOf(chain, char);
    const widths = glyphWidths(font);
    total += widths.char(char) + (previousFont === font ? widths.kern(previousChar, char) : 0);
    if (total * scale > width) return Math.max(index, start + 1);
    previousChar = char;
    previousFont = font;
  }
  return chars.length;
}

/** Splits text into lines no wider than `width`, breaking at spaces (or inside a word too long for a line). */
export function wrapText(text: string, fonts: PDFFont | FontChain, size: number, width: number): string[] {
  const chain: FontChain = Array.isArray(fonts) ? fonts : [fonts as PDFFont];
  // The glyph widths are in thousandths of the size, as pdf-lib scales them.
  const scale = size / 1000;
  const fits = (line: string) => {
    const chars = [...line];
    return lineEnd(chars, 0, chain, scale, width) === chars.length;
  };
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the line is cut where it overflows (between code points, never inside one).
      const chars = [...word];
      let start = 0;
      for (let end = lineEnd(chars, start, chain, scale, width); end < chars.length; end = lineEnd(chars, start, chain, scale, width)) {
        lines.push(chars.slice(start, end).join(""));
        start = end;
      }
      line = chars.slice(start).join("");
    }
    lines.push(line);
  }
  return lines;
}
