import type { AttachmentRef } from "@/lib/schemas/message";

/* How an attachment is described on the page; the checks are in attachment.ts (loaded on use). */

export const attachmentTypeLabels: Record<AttachmentRef["type"], string> = {
  "application/pdf": "PDF",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/webp": "WebP image",
};

/** 1536 -> "1.5 KB", 3_200_000 -> "3.1 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, "")} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}
