import type { AttachmentRef } from "@/lib/schemas/message";

/*
 * Attachments on messages: a PDF or an image, recognised by its first bytes (never by its
 * name or the type the browser reports, which anyone can fake), at most 10 MB. The type
 * found here is the only one the site ever gives the file when it is opened again.
 */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type AttachmentType = AttachmentRef["type"];

export { attachmentTypeLabels, formatFileSize } from "./attachment-display";

const extensions: Record<AttachmentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** What the attach button's file picker offers (a hint only; the bytes decide). */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The file's type from its first bytes (%PDF-, PNG, JPEG, RIFF....WEBP), or null for anything else. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** How many leading bytes sniffAttachmentType needs. */
export const SNIFF_BYTES = 16;

export type AttachmentCheck = { ok: true; type: AttachmentType } | { ok: false; message: string };

/** GOV.UK-style messages for a file that cannot be attached. */
export function checkAttachment(size: number, head: Uint8Array): AttachmentCheck {
  if (size === 0) return { ok: false, message: "The selected file is empty" };
  if (size > MAX_ATTACHMENT_BYTES) return { ok: false, message: "The selected file must be smaller than 10MB" };
  const type = sniffAttachmentType(head);
  return type ? { ok: true, type } : { ok: false, message: "The selected file must be a PDF, PNG, JPEG or WebP" };
}

/**
 * A name safe to show and to save under: no folders, control characters or reserved
 * characters, at most 120 characters, ending in the extension of the type found.
 */
export function safeAttachmentName(name: string, type: AttachmentType): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const extension = extensions[type];
  const stem =
    base
      .replace(/\.[^.]*$/, "")
      .slice(0, 100)
      .trim() || "attachment";
  return `${stem}.${extension}`;
}
