import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/*
 * The font the contract PDF draws what the standard fonts cannot: Noto Sans (regular), as the
 * WOFF files of @fontsource/noto-sans, one per Unicode subset. Latin, Latin Extended, Vietnamese,
 * Greek and Cyrillic (with their extended ranges) cover the letters people's names use. WOFF, not
 * WOFF2: @pdf-lib/fontkit reads both, but cannot subset a WOFF2 font. The build copies the files to
 * public/fonts/pdf (scripts/pdf-fonts.ts); they are fetched only when a PDF is made.
 */

export const PDF_FONT_SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"] as const;

/** "noto-sans-latin-ext-400-normal.woff": the file of one subset, as @fontsource/noto-sans names it. */
export const pdfFontFileName = (subset: (typeof PDF_FONT_SUBSETS)[number]) => `noto-sans-${subset}-400-normal.woff`;

/** Where the site serves the font files. */
export const PDF_FONT_PATH = "/fonts/pdf/";

/** Gives a font file's bytes by its name: fetched from the site in the browser, read from node_modules in tests. */
export type PdfFontFiles = (fileName: string) => Promise<Uint8Array>;

/** The browser's way: the files the site serves, from its own origin. */
export const fetchPdfFont: PdfFontFiles = async (fileName) => {
  const response = await fetch(`${PDF_FONT_PATH}${fileName}`);
  if (!response.ok) throw new Error(`The PDF font ${fileName} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
};

/** Embeds every subset (only the glyphs drawn are kept when the PDF is saved), in the order a character looks for its glyph. */
export async function embedPdfFonts(doc: PDFDocument, files: PdfFontFiles): Promise<PDFFont[]> {
  doc.registerFontkit(fontkit);
  const bytes = await Promise.all(PDF_FONT_SUBSETS.map((subset) => files(pdfFontFileName(subset))));
  return Promise.all(bytes.map((font) => doc.embedFont(font, { subset: true })));
}
