import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from "pdf-lib";

/*
 * For tests only (lib/deals/packets/pdf-tamper.test.ts, e2e/verify-*.spec.ts): a contract PDF edited the
 * way someone with a PDF tool could, by rewriting the attached contract.json and saving again.
 */

/** The attached contract.json's stream, found the way this site writes it (one entry in the Names array). */
function packetStream(doc: PDFDocument): { stream: PDFRawStream; spec: PDFDict } {
  const tree = doc.catalog.lookup(PDFName.of("Names"), PDFDict).lookup(PDFName.of("EmbeddedFiles"), PDFDict);
  const spec = tree.lookup(PDFName.of("Names"), PDFArray).lookup(1, PDFDict);
  const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
  if (!(stream instanceof PDFRawStream)) throw new Error("the packet should be a raw stream");
  return { stream, spec };
}

/** Rewrites the attached JSON's text (same length, so nothing else in the file moves). Throws when the edit changes nothing or the length. */
export async function editPacketText(bytes: Uint8Array, edit: (json: string) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const { stream, spec } = packetStream(doc);
  const json = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  const edited = edit(json);
  if (edited === json) throw new Error("the edit changed nothing");
  if (edited.length !== json.length) throw new Error("the edit changed the JSON's length");
  const ref = spec.lookup(PDFName.of("EF"), PDFDict).get(PDFName.of("F"));
  const replacement = doc.context.flateStream(new TextEncoder().encode(edited), { Type: "EmbeddedFile", Subtype: "application/json" });
  doc.context.assign(ref as Parameters<typeof doc.context.assign>[0], replacement);
  return doc.save({ useObjectStreams: false });
}
