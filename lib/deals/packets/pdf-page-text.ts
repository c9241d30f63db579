import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from "pdf-lib";

/*
 * For tests (unit and e2e): the text a contract PDF draws, read back as a reader's text extraction
 * would. The standard fonts write WinAnsi bytes as <hex> Tj; the embedded Noto Sans writes glyph
 * ids, mapped back to Unicode by each font's ToUnicode map. The runs drawn at one height of a page
 * make one line (a field's label and value run together: "BuyerŁukasz Ődön").
 */

const WIN_ANSI = new TextDecoder("windows-1252");

function decodedStream(doc: PDFDocument, object: unknown): string {
  const stream = object instanceof PDFRef ? doc.context.lookup(object) : object;
  return stream instanceof PDFRawStream ? new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()) : "";
}

/** Each font resource of a page as a function from the hex of a Tj to its text. */
function fontDecoders(doc: PDFDocument, page: PDFPage): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of("ToUnicode"));
    if (!toUnicode) {
      decoders.set(name.asString(), (hex) => WIN_ANSI.decode(Buffer.from(hex, "hex")));
      continue;
    }
    const map = new Map<string, string>();
    for (const [, glyph, unicode] of decodedStream(doc, toUnicode).matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
      map.set(glyph!.toUpperCase(), Buffer.from(unicode!, "hex").swap16().toString("utf16le"));
    }
    decoders.set(name.asString(), (hex) => (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(glyph.toUpperCase()) ?? "\uFFFD").join(""));
  }
  return decoders;
}

/** The lines of text drawn on one page, top to bottom as drawn. */
function pageLines(doc: PDFDocument, page: PDFPage): string[] {
  const decoders = fontDecoders(doc, page);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams.map((stream) => decodedStream(doc, stream)).join("\n");
  const lines: { y: string; text: string }[] = [];
  let font = "";
  let y = "";
  for (const match of operators.matchAll(/(\/\S+) [\d.]+ Tf|1 0 0 1 [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
    if (match[1]) font = match[1];
    else if (match[2]) y = match[2];
    else {
      const text = decoders.get(font)?.(match[3] ?? "") ?? "";
      const last = lines.at(-1);
      if (last?.y === y) last.text += text;
      else lines.push({ y, text });
    }
  }
  return lines.map((line) => line.text);
}

/** The text of every page, one array of lines per page. */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => pageLines(doc, page));
}
