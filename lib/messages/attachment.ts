import { checkTypedFile, govukRefusal, MAX_FILE_BYTES, sniffFileType } from "@/lib/files/typed-file";
import { attachmentTypes, type AttachmentRef } from "@/lib/schemas/message";

/*
 * Attachments on messages: a PDF or an image, recognised by its first bytes (never by its
 * name or the type the browser reports, which anyone can fake), at most 10 MB. The type
 * found here is the only one the site ever gives the file when it is opened again.
 */

export const MAX_ATTACHMENT_BYTES = MAX_FILE_BYTES;

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

/** The file's type from its first bytes (%PDF-, PNG, JPEG, RIFF....WEBP; lib/files/typed-file.ts), or null for anything else. */
export const sniffAttachmentType: (bytes: Uint8Array) => AttachmentType | null = sniffFileType;

/** How many leading bytes sniffAttachmentType needs. */
export { SNIFF_BYTES } from "@/lib/files/typed-file";

export type AttachmentCheck = { ok: true; type: AttachmentType } | { ok: false; message: string };

/** GOV.UK-style messages for a file that cannot be attached. */
export function checkAttachment(size: number, head: Uint8Array): AttachmentCheck {
  const check = checkTypedFile(size, head, attachmentTypes);
  return check.ok ? check : { ok: false, message: govukRefusal(check.refusal, "PDF, PNG, JPEG or WebP") };
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
