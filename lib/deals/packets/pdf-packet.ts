import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
} from "pdf-lib";
import {
  MAX_PACKET_JSON_BYTES,
  MAX_PACKET_PDF_BYTES,
  MAX_PACKET_STREAM_BYTES,
  PACKET_FILE_NAME,
  refuse,
  type PacketResult,
} from "./packet-format";
import { parseContractPacket } from "./packet-parse";
import { prescanPdf } from "./pdf-prescan";

/*
 * The contract read back from its PDF: the attachment named `contract.json` (attach-packet.ts), in
 * the catalog's Names / EmbeddedFiles name tree. pdf-lib and the contract schema load with this
 * module: on the site it runs only in read-packet.worker.ts (/verify, a packet being imported).
 */

/** A hostile file may nest, share or loop the nodes of its name tree: visit this many, no more. */
const MAX_TREE_NODES = 200;
const MAX_TREE_ENTRIES = 1000;

type NamedFile = { name: string; spec: PDFObject | undefined };

/** The (name, file specification) pairs of a name tree: its Names arrays, through its Kids. */
function namedFiles(root: PDFDict): NamedFile[] {
  const found: NamedFile[] = [];
  const queue = [root];
  for (let visited = 0; queue.length > 0; visited += 1) {
    if (visited >= MAX_TREE_NODES) throw new Error("The attachment tree is too large.");
    const node = queue.shift() as PDFDict;
    const names = node.lookupMaybe(PDFName.of("Names"), PDFArray);
    for (let index = 0; names && index + 1 < names.size(); index += 2) {
      const key = names.lookup(index);
      const name = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : "";
      found.push({ name, spec: names.lookup(index + 1) });
      if (found.length > MAX_TREE_ENTRIES) throw new Error("The attachment tree is too large.");
    }
    const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
    for (let index = 0; kids && index < kids.size(); index += 1) queue.push(kids.lookup(index, PDFDict));
    if (queue.length > MAX_TREE_NODES) throw new Error("The attachment tree is too large.");
  }
  return found;
}

function attachmentTree(doc: PDFDocument): PDFDict | undefined {
  return doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict)?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
}

/** The attached file's bytes, decompressed (FlateDecode and pdf-lib's other filters), or null if out of bounds. */
function attachedBytes(spec: PDFObject | undefined): Uint8Array | null {
  if (!(spec instanceof PDFDict)) return null;
  const files = spec.lookupMaybe(PDFName.of("EF"), PDFDict);
  const stream = files?.lookup(PDFName.of("F")) ?? files?.lookup(PDFName.of("UF"));
  if (!(stream instanceof PDFRawStream) || stream.contents.length > MAX_PACKET_STREAM_BYTES) return null;
  const bytes = decodePDFRawStream(stream).getBytes(MAX_PACKET_JSON_BYTES + 1);
  return bytes.length > MAX_PACKET_JSON_BYTES ? null : new Uint8Array(bytes);
}

function startsLikePdf(bytes: Uint8Array): boolean {
  // The header may follow a little junk (readers allow it within the first 1024 bytes).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

/**
 * The contract a PDF from this site carries, parsed and validated (the Contract schema), or the
 * reason it cannot be read, as a sentence. Never throws: any file at all gives an answer. A file
 * the pre-scan (pdf-prescan.ts) finds out of bounds is refused before pdf-lib loads it. This runs
 * in a worker on the page (read-packet.worker.ts), which a time budget ends.
 */
export async function readContractPacket(file: Uint8Array | ArrayBuffer): Promise<PacketResult> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(file);
  if (bytes.byteLength > MAX_PACKET_PDF_BYTES) return refuse("tooLarge");
  if (!startsLikePdf(bytes)) return refuse("notPdf");
  const hostile = await prescanPdf(bytes);
  if (hostile) return refuse(hostile);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return refuse("unreadable");
  }
  let files: NamedFile[];
  try {
    // A file pdf-lib could parse but with no usable catalog, or a name tree too large or looping.
    const tree = attachmentTree(doc);
    files = tree ? namedFiles(tree).filter((file) => file.name === PACKET_FILE_NAME) : [];
  } catch {
    return refuse("unreadable");
  }
  if (files.length === 0) return refuse("noContract");
  if (files.length > 1) return refuse("several");
  try {
    const json = attachedBytes(files[0]?.spec);
    return json ? parseContractPacket(json) : refuse("damaged");
  } catch {
    return refuse("damaged");
  }
}
