import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate, formatDateTime, padContractId } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { Contract } from "@/lib/schemas/contract";
import { contractStatusLabels } from "@/lib/schemas/labels";
import { partyLabels } from "./parties";

/*
 * The contract as a PDF, made in the browser with pdf-lib (imported only by this module,
 * which the Download PDF button loads with import() when pressed). Letter size, the
 * standard Helvetica and Times fonts (no font files to ship), text wrapped to the margins
 * and continued on new pages as needed.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.08, 0.075, 0.06);
const MUTED = rgb(0.36, 0.33, 0.29);
const GOLD = rgb(0.48, 0.35, 0.15);
const RULE = rgb(0.8, 0.75, 0.66);

type Fonts = { regular: PDFFont; bold: PDFFont; display: PDFFont; italic: PDFFont };

/**
 * The standard fonts only encode WinAnsi (Latin-1 plus a few marks). Anything else would
 * make pdf-lib throw, so it is spelled without its accents where that helps ("Ł" stays
 * "?", "é" is kept, "ő" becomes "o") and replaced with "?" otherwise.
 */
function encodable(font: PDFFont): (text: string) => string {
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

/** Writes top to bottom, starting a new page when the next block would not fit. */
class Writer {
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

/** "(text)" with PDF literal-string escapes, or null when the text is not plain printable ASCII. */
function asciiLiteral(text: string): PDFString | null {
  if (!/^[\x20-\x7e]*$/.test(text)) return null;
  return PDFString.of(text.replace(/[\\()]/g, (char) => `\\${char}`));
}

export type ContractPdfOptions = {
  /** When the document was made (shown in the footer and the metadata). */
  generatedAt: Date;
  /** The site's name, for the letterhead and the metadata. */
  siteName: string;
};

/**
 * The contract (parties, terms, contingencies, signatures and timeline) as PDF bytes.
 * The title is also stored as plain text in the document information, so the file can be
 * found by its property name.
 */
export async function buildContractPdf(contract: Contract, options: ContractPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    display: await doc.embedFont(StandardFonts.TimesRoman),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const number = padContractId(contract.id);
  const title = `Contract ${number}: ${contract.property}`;
  doc.setTitle(title);
  doc.setSubject(`Purchase agreement for ${contract.property}`);
  doc.setAuthor(options.siteName);
  doc.setCreator(options.siteName);
  doc.setProducer(`${options.siteName} (pdf-lib)`);
  doc.setLanguage("en-US");
  doc.setCreationDate(options.generatedAt);
  doc.setModificationDate(options.generatedAt);
  const literal = asciiLiteral(title);
  if (literal) doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of("Title"), literal);

  const write = new Writer(doc, fonts);
  write.text(options.siteName.toUpperCase(), { font: fonts.bold, size: 9, color: GOLD, gap: 4 });
  write.text("Purchase Agreement", { font: fonts.display, size: 26, gap: 2 });
  write.text(contract.property, { font: fonts.display, size: 16, gap: 2 });
  write.text(`Contract ${number}   ·   ${contractStatusLabels[contract.status]}   ·   Created ${formatDate(contract.created)}`, {
    size: 9,
    color: MUTED,
  });

  write.heading("Property");
  write.field("Property", contract.property);
  write.field("Address", contract.propertyAddress);

  write.heading("Parties");
  for (const [label, party] of [
    ["Buyer", contract.buyer],
    ["Seller", contract.seller],
  ] as const) {
    write.field(label, party.name);
    write.field("Email", party.email);
    write.field("Phone", party.phone);
    write.space(4);
  }
  write.field("Realtor", `${contract.realtor.name}, license ${contract.realtor.license}`);

  write.heading("Financial terms");
  write.field("Purchase price", formatMoney(contract.amount));
  write.field("Deposit", formatMoney(contract.deposit));
  write.field("Balance at closing", formatMoney(contract.amount - contract.deposit));
  write.field("Closing date", formatDate(contract.closingDate));
  write.field("Signing deadline", formatDate(contract.deadline));

  write.heading("Contingencies");
  write.text(contract.contingencies || "None.", { gap: 2 });
  write.heading("Special terms");
  write.text(contract.specialTerms || "None.", { gap: 2 });

  write.heading("Signatures");
  for (const signature of contract.signatures) {
    const label = partyLabels[signature.party];
    if (signature.status === "signed" && signature.date) {
      write.field(label, `${signature.name}: signed ${formatDateTime(signature.date, { timeZone: "UTC" })} UTC`);
      if (signature.signedName) write.text(signature.signedName, { font: fonts.italic, size: 16, indent: 128, gap: 4 });
    } else {
      write.field(label, `${signature.name}: not signed yet`);
    }
  }

  write.heading("Timeline");
  for (const event of contract.timeline) {
    write.field(formatDate(event.date, { timeZone: "UTC" }), `${event.event}. ${event.description}`);
  }

  write.footer(
    `Made on ${formatDateTime(options.generatedAt.toISOString(), { timeZone: "UTC" })} UTC from the record kept in this browser. Preview document; signatures are typed names recorded on one device.`,
  );
  // No object streams: the document information (with the title) stays readable as plain text.
  return doc.save({ useObjectStreams: false });
}

/** "contract-000001-aman-miami-beach-residence-3a.pdf": safe on every file system. */
export function contractPdfFileName(contract: Pick<Contract, "id" | "property">): string {
  const slug = contract.property
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `contract-${padContractId(contract.id)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")}${slug ? `-${slug}` : ""}.pdf`;
}
