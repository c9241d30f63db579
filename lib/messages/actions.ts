import type { AttachmentRef, Message, MessageRole } from "@/lib/schemas/message";
import { currentOwner } from "@/lib/account/current-owner";
import { createId } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { MAX_ATTACHMENT_BYTES, type AttachmentType } from "./attachment";

/** A file that passed the checks (type from its bytes, size), ready to send. */
export type CheckedFile = { name: string; type: AttachmentType; size: number; bytes: Uint8Array<ArrayBuffer> };

export const MAX_MESSAGE_LENGTH = 2000;

type SendInput = {
  threadId: string;
  sender: string;
  role: MessageRole;
  text: string;
  file?: CheckedFile | null;
};

/**
 * Saves a message (and its attachment, first, in store.files) through the browser store.
 * The file is stored as a Blob of the checked type. If the message cannot be saved, the
 * attachment is removed again. Throws the store's StoreError.
 */
export async function sendMessage(
  { threadId, sender, role, text, file }: SendInput,
  store: WritableStore = writableStore,
): Promise<Message> {
  const now = new Date().toISOString();
  let attachment: AttachmentRef | undefined;
  if (file) {
    if (file.size > MAX_ATTACHMENT_BYTES) throw new Error("The selected file must be smaller than 10MB");
    const stored = await store.files.create({
      id: createId(),
      ...currentOwner(),
      name: file.name,
      type: file.type,
      size: file.size,
      blob: new Blob([file.bytes], { type: file.type }),
      createdAt: now,
    });
    attachment = { id: stored.id, name: stored.name, type: file.type, size: stored.size };
  }
  try {
    return await store.messages.create({
      id: createId(),
      ...currentOwner(),
      threadId,
      sender,
      role,
      message: text || `Shared ${file?.name ?? "a file"}`,
      timestamp: now,
      isCurrentUser: true,
      ...(attachment ? { attachment } : {}),
    });
  } catch (error) {
    if (attachment) await store.files.remove(attachment.id).catch(() => undefined);
    throw error;
  }
}
