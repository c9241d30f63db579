import { sniffAttachmentType } from "@/lib/messages/attachment";
import type { ReceiptType } from "@/lib/schemas/payment-schedule";

/** A receipt is a PDF or an image, known by its first bytes (never its name or reported type), at most 10 MB. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** What the file picker offers (a hint only; the bytes decide). */
export const RECEIPT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

export type ReceiptCheck = { ok: true; type: ReceiptType } | { ok: false; message: string };

const RECEIPT_TYPES: ReadonlySet<string> = new Set<ReceiptType>(["application/pdf", "image/png", "image/jpeg"]);

/** Whether a file can be kept as a receipt, from its size and first bytes, with the reason when not. */
export function checkReceipt(size: number, head: Uint8Array): ReceiptCheck {
  if (size === 0) return { ok: false, message: "The selected file is empty" };
  if (size > MAX_RECEIPT_BYTES) return { ok: false, message: "The selected file must be smaller than 10MB" };
  const type = sniffAttachmentType(head);
  if (!type || !RECEIPT_TYPES.has(type)) return { ok: false, message: "The selected file must be a PDF, PNG or JPEG" };
  return { ok: true, type: type as ReceiptType };
}

/** SHA-256 of the bytes as 64 lower-case hex digits. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A fingerprint to read aloud and compare: upper-case hex in groups of four ("3F2A 9C01 …", 16 groups). */
export function groupedFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(" ");
}
