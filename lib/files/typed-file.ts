/*
 * A file a person drops in is typed by its first bytes (never its name or the type the browser
 * reports, which anyone can fake) and capped at 10 MB: the deal room's documents, a payment's
 * receipt, a message's attachment and the realtor application's PDFs. Each caller words the
 * refusal in its own place's voice.
 */

/** At most 10 MB: scans and signed PDFs fit, and the browser's storage is not filled by one file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 16;

export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

/** PDF, PNG and JPEG: what the deal room and receipts take. */
export const DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const satisfies readonly SniffedType[];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The type the first bytes say, or null for anything else. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp"; // RIFF....WEBP
  return null;
}

export type FileRefusal = "empty" | "too-big" | "wrong-type";

export type TypedFileCheck<T extends SniffedType> = { ok: true; type: T } | { ok: false; refusal: FileRefusal };

/** Why a file of this size is refused before any byte is read: empty, or over 10 MB; null when its size is fine. */
export function sizeRefusalOf(size: number): "empty" | "too-big" | null {
  if (size === 0) return "empty";
  return size > MAX_FILE_BYTES ? "too-big" : null;
}

/** Whether a file may be kept: not empty, at most 10 MB (both known before reading it), and one of `accepted` by its first bytes. */
export function checkTypedFile<T extends SniffedType>(size: number, head: Uint8Array, accepted: readonly T[]): TypedFileCheck<T> {
  const bySize = sizeRefusalOf(size);
  if (bySize) return { ok: false, refusal: bySize };
  const type = sniffFileType(head);
  const match = accepted.find((candidate) => candidate === type);
  return match ? { ok: true, type: match } : { ok: false, refusal: "wrong-type" };
}

/** GOV.UK's file-upload wording of a refusal; `types` names what is taken ("PDF", "PDF, PNG or JPEG"). */
export function govukRefusal(refusal: FileRefusal, types: string): string {
  if (refusal === "empty") return "The selected file is empty";
  if (refusal === "too-big") return "The selected file must be smaller than 10MB";
  return `The selected file must be a ${types}`;
}
