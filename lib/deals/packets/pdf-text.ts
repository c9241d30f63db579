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

/** Splits text into lines no wider than `width`, breaking at spaces (or inside a word too long for a line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the line is cut where it overflows.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
