import type { DocumentType } from "@/lib/schemas/deal-room";

/** A document may be at most 10 MB: scans and signed PDFs fit, and the browser's storage is not filled by one file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type FileCheck = { ok: true; type: DocumentType } | { ok: false; reason: string };

const signatures: readonly { type: DocumentType; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
];

/** Checks the size first (before reading anything), for a file picked or dropped. */
export function sizeRefusal(size: number): string | null {
  if (size === 0) return "This file is empty.";
  if (size > MAX_DOCUMENT_BYTES) return `This file is over 10 MB (${(size / 1024 / 1024).toFixed(1)} MB): attach a smaller copy.`;
  return null;
}

/**
 * What a file is, by its first bytes (never its name or the type the browser guessed): a PDF,
 * PNG or JPEG, or a refusal with the reason.
 */
export function typeByBytes(head: Uint8Array): FileCheck {
  const match = signatures.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  if (match) return { ok: true, type: match.type };
  return { ok: false, reason: "This file is not a PDF, PNG or JPEG (its contents say otherwise, whatever its name): it was not attached." };
}

/** Size and type together, for the bytes of a whole file. */
export function checkDocument(bytes: Uint8Array): FileCheck {
  const tooBig = sizeRefusal(bytes.byteLength);
  if (tooBig) return { ok: false, reason: tooBig };
  return typeByBytes(bytes.subarray(0, 16));
}
