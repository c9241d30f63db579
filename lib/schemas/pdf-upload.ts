/**
 * Checks a file someone picked for the realtor application before it is stored
 * (reliability-and-security.md 3.7 and FORM-14): a .pdf name, a PDF type, the `%PDF-` signature
 * in its first bytes (the type and name alone can be spoofed), not empty, at most 10 MB.
 * Messages follow GOV.UK's file-upload templates. Pure apart from reading the file's first bytes.
 */

import { checkTypedFile, govukRefusal, MAX_FILE_BYTES, sniffFileType, SNIFF_BYTES } from "@/lib/files/typed-file";

export const MAX_PDF_BYTES = MAX_FILE_BYTES;
const PDF_TYPES = new Set(["application/pdf", "application/x-pdf"]);
const PDF_ONLY = ["application/pdf"] as const;

export const PDF_MESSAGES = {
  notPdf: govukRefusal("wrong-type", "PDF"),
  tooBig: govukRefusal("too-big", "PDF"),
  empty: govukRefusal("empty", "PDF"),
} as const;

export type PdfCheck = { ok: true } | { ok: false; message: string };

type PickedFile = Pick<Blob, "size" | "type" | "slice"> & { name: string };

/** Whether the bytes start with "%PDF-". */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return sniffFileType(bytes) === "application/pdf";
}

async function firstBytes(file: PickedFile, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

export async function checkPdfFile(file: PickedFile): Promise<PdfCheck> {
  if (!/\.pdf$/i.test(file.name) || !PDF_TYPES.has(file.type.toLowerCase())) return { ok: false, message: PDF_MESSAGES.notPdf };
  // The size is refused before any byte is read; then the bytes decide (lib/files/typed-file.ts).
  const head = file.size === 0 || file.size > MAX_PDF_BYTES ? new Uint8Array() : await firstBytes(file, SNIFF_BYTES);
  const check = checkTypedFile(file.size, head, PDF_ONLY);
  return check.ok ? { ok: true } : { ok: false, message: govukRefusal(check.refusal, "PDF") };
}
