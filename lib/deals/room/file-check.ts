import { checkTypedFile, DOCUMENT_TYPES, MAX_FILE_BYTES, sizeRefusalOf, SNIFF_BYTES, type FileRefusal } from "@/lib/files/typed-file";
import type { DocumentType } from "@/lib/schemas/deal-room";

export type FileCheck = { ok: true; type: DocumentType } | { ok: false; reason: string };

function reasonOf(refusal: FileRefusal, size: number): string {
  if (refusal === "empty") return "This file is empty.";
  if (refusal === "too-big") return `This file is over 10 MB (${(size / 1024 / 1024).toFixed(1)} MB): attach a smaller copy.`;
  return "This file is not a PDF, PNG or JPEG (its contents say otherwise, whatever its name): it was not attached.";
}

/** Checks the size first (before reading anything), for a file picked or dropped. */
export function sizeRefusal(size: number): string | null {
  const refusal = sizeRefusalOf(size);
  return refusal ? reasonOf(refusal, size) : null;
}

/** A document is a PDF, PNG or JPEG by its first bytes (lib/files/typed-file.ts), at most 10 MB; else the refusal in the room's words. */
export function checkDocument(bytes: Uint8Array): FileCheck {
  const check = checkTypedFile(bytes.byteLength, bytes.subarray(0, SNIFF_BYTES), DOCUMENT_TYPES);
  return check.ok ? check : { ok: false, reason: reasonOf(check.refusal, bytes.byteLength) };
}

export { MAX_FILE_BYTES as MAX_DOCUMENT_BYTES };
