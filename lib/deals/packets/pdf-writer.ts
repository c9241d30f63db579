import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { chainFor, printedForm, runsOf, wrapText, type FontChain } from "./pdf-text";

/** The page layout of the contract PDF: letter size, margins, colours, and a writer that flows text over pages. */

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const LABEL_WIDTH = 128;
const INK = rgb(0.08, 0.075, 0.06);
export const MUTED = rgb(0.36, 0.33, 0.29);
export const GOLD = rgb(0.48, 0.35, 0.15);
const RULE = rgb(0.8, 0.75, 0.66);

/** The standard fonts of each style, and the embedded Noto Sans subsets that draw what they cannot (pdf-fonts.ts). */
export type Fonts = { regular: PDFFont; bold: PDFFont; display: PDFFont; italic: PDFFont; fallback: FontChain };

type Color = ReturnType<typeof rgb>;
type TextOptions = { font?: PDFFont; size?: number; color?: Color; indent?: number; gap?: number };

/** Writes top to bottom, starting a new page when the next block would not fit. */
export class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.newPage();
  }

  /** Draws one line at (x, y), run by run when it needs more than one font; gives its width. */
  private drawLine(page: PDFPage, line: string, chain: FontChain, at: { x: number; y: number; size: number; color: Color }): number {
    let x = at.x;
    for (const run of runsOf(line, chain)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
    return x - at.x;
  }

  /** Continues at the top of a new page (the audit certificate starts on its own). */
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  text(text: string, options: TextOptions = {}): void {
    const printed = printedForm(text);
    const chain = chainFor(printed, options.font ?? this.fonts.regular, this.fonts.fallback);
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of wrapText(printed, chain, size, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.drawLine(this.page, line, chain, { x: MARGIN + indent, y: this.y + size * 0.3, size, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  /** A web address on a line of its own, with a link annotation over it (readers open it on a click). */
  link(url: string, options: { size?: number } = {}): void {
    const size = options.size ?? 10;
    const lineHeight = size * 1.4;
    this.ensure(lineHeight);
    this.y -= lineHeight;
    const y = this.y + size * 0.3;
    const width = this.drawLine(this.page, url, [this.fonts.regular], { x: MARGIN, y, size, color: INK });
    const annotation = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [MARGIN, y - size * 0.25, MARGIN + width, y + size],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
  }

  heading(text: string): void {
    this.ensure(48);
    this.space(16);
    this.text(text.toUpperCase(), { font: this.fonts.bold, size: 9, color: GOLD, gap: 2 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
    this.space(6);
  }

  /** A label and its value on one line (the value wraps under itself). */
  field(label: string, value: string): void {
    const size = 10;
    const printed = printedForm(value || "None");
    const chain = chainFor(printed, this.fonts.regular, this.fonts.fallback);
    const lines = wrapText(printed, chain, size, CONTENT_WIDTH - LABEL_WIDTH);
    const lineHeight = size * 1.4;
    this.ensure(lineHeight * Math.min(lines.length, 3));
    lines.forEach((line, index) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const y = this.y + size * 0.3;
      if (index === 0) {
        const labelChain = chainFor(label, this.fonts.regular, this.fonts.fallback);
        this.drawLine(this.page, printedForm(label), labelChain, { x: MARGIN, y, size, color: MUTED });
      }
      this.drawLine(this.page, line, chain, { x: MARGIN + LABEL_WIDTH, y, size, color: INK });
    });
  }

  footer(text: string): void {
    const pages = this.doc.getPages();
    const size = 7.5;
    pages.forEach((page, index) => {
      const printed = printedForm(`${text} Page ${index + 1} of ${pages.length}.`);
      const chain = chainFor(printed, this.fonts.regular, this.fonts.fallback);
      const lines = wrapText(printed, chain, size, CONTENT_WIDTH);
      lines.forEach((line, row) => {
        this.drawLine(page, line, chain, { x: MARGIN, y: MARGIN / 2 + (lines.length - 1 - row) * size * 1.3, size, color: MUTED });
      });
    });
  }
}
