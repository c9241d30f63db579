import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { encodable, wrapText } from "./pdf-text";

/** The page layout of the contract PDF: letter size, margins, colours, and a writer that flows text over pages. */

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.08, 0.075, 0.06);
export const MUTED = rgb(0.36, 0.33, 0.29);
export const GOLD = rgb(0.48, 0.35, 0.15);
const RULE = rgb(0.8, 0.75, 0.66);

export type Fonts = { regular: PDFFont; bold: PDFFont; display: PDFFont; italic: PDFFont };

/** Writes top to bottom, starting a new page when the next block would not fit. */
export class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  private readonly safe: (text: string) => string;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.safe = encodable(fonts.regular);
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.newPage();
  }

  /** Continues at the top of a new page (the audit certificate starts on its own). */
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  text(text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of wrapText(this.safe(text), font, size, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
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
    const labelWidth = 128;
    const size = 10;
    const lines = wrapText(this.safe(value || "None"), this.fonts.regular, size, CONTENT_WIDTH - labelWidth);
    const lineHeight = size * 1.4;
    this.ensure(lineHeight * Math.min(lines.length, 3));
    lines.forEach((line, index) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (index === 0)
        this.page.drawText(this.safe(label), { x: MARGIN, y: this.y + size * 0.3, size, font: this.fonts.regular, color: MUTED });
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y + size * 0.3, size, font: this.fonts.regular, color: INK });
    });
  }

  footer(text: string): void {
    const pages = this.doc.getPages();
    const size = 7.5;
    pages.forEach((page, index) => {
      const lines = wrapText(this.safe(`${text} Page ${index + 1} of ${pages.length}.`), this.fonts.regular, size, CONTENT_WIDTH);
      lines.forEach((line, row) => {
        page.drawText(line, {
          x: MARGIN,
          y: MARGIN / 2 + (lines.length - 1 - row) * size * 1.3,
          size,
          font: this.fonts.regular,
          color: MUTED,
        });
      });
    });
  }
}
