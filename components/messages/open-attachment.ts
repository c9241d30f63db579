import { saveFile } from "@/lib/download";
import { safeAttachmentName, sniffAttachmentType } from "@/lib/messages/attachment";
import { threadTranscript, transcriptFileName } from "@/lib/messages/transcript";
import type { AttachmentRef, Message } from "@/lib/schemas/message";
import { store } from "@/lib/store";

/*
 * What the attachment and Download buttons do, loaded when first pressed (so a page showing a
 * thread does not ship the file checks and the transcript code up front).
 */

/**
 * Downloads an attachment. The bytes are checked again and saved as a Blob of the type they
 * show (PDF, PNG, JPEG, WebP), never the type stored or given by the browser, so a file cannot
 * be opened as a page of this site. Returns a sentence when it cannot.
 */
export async function openAttachment(attachment: AttachmentRef): Promise<string | null> {
  const stored = await store.files.get(attachment.id);
  if (!stored) return "This file is not in this browser any more.";
  const bytes = new Uint8Array(await stored.blob.arrayBuffer());
  const type = sniffAttachmentType(bytes);
  if (!type) return "This file is not a PDF or an image, so it was not opened.";
  saveFile(bytes, type, safeAttachmentName(attachment.name, type));
  return null;
}

/** Saves a thread as a plain-text file. */
export function downloadTranscript(title: string, slug: string, messages: readonly Message[]): void {
  const now = new Date();
  saveFile(threadTranscript(title, messages, now), "text/plain;charset=utf-8", transcriptFileName(slug, now));
}
