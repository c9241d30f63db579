/**
 * Checks a file someone picked for the realtor application before it is stored
 * (reliability-and-security.md 3.7 and FORM-14): a .pdf name, a PDF type, the `%PDF-` signature
 * in its first bytes (the type and name alone can be spoofed), not empty, at most 10 MB.
 * Messages follow GOV.UK's file-upload templates. Pure apart from reading the file's first bytes.
 */

export const MAX_PDF_BYTES = 10 * 1024 * 1024;
const PDF_TYPES = new Set(["application/pdf", "application/x-pdf"]);
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export const PDF_MESSAGES = {
  notPdf: "The selected file must be a PDF",
  tooBig: "The selected file must be smaller than 10MB",
  empty: "The selected file is empty",
} as const;

export type PdfCheck = { ok: true } | { ok: false; message: string };

type PickedFile = Pick<Blob, "size" | "type" | "slice"> & { name: string };

/** Whether the bytes start with "%PDF-". */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

async function firstBytes(file: PickedFile, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

export async function checkPdfFile(file: PickedFile): Promise<PdfCheck> {
  if (!/\.pdf$/i.test(file.name) || !PDF_TYPES.has(file.type.toLowerCase())) return { ok: false, message: PDF_MESSAGES.notPdf };
  if (file.size === 0) return { ok: false, message: PDF_MESSAGES.empty };
  if (file.size > MAX_PDF_BYTES) return { ok: false, message: PDF_MESSAGES.tooBig };
  if (!hasPdfSignature(await firstBytes(file, PDF_SIGNATURE.length))) return { ok: false, message: PDF_MESSAGES.notPdf };
  return { ok: true };
}
