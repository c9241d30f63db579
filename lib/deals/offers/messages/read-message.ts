import { dealMessageSchema, type DealMessage } from "@/lib/schemas/deal-message";
import { MAX_DEAL_MESSAGE_TEXT, messageTextOf } from "./message-text";

export type MessageRead = { ok: true; message: DealMessage } | { ok: false; reason: string };

/**
 * The message a file's text or a link holds, its shape checked exactly (unknown fields refused).
 * Every message is hostile until checked: its signature and its place in the thread are checked
 * next (apply-message.ts); a refusal says why.
 */
export function readDealMessage(input: string): MessageRead {
  if (input.length > MAX_DEAL_MESSAGE_TEXT) return { ok: false, reason: "This is far longer than a deal message: it is not one." };
  const text = messageTextOf(input);
  if (text === null) return { ok: false, reason: "This link holds no deal message: copy the whole link again." };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "This is not a deal message: it is not JSON." };
  }
  const parsed = dealMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    return { ok: false, reason: `This deal message cannot be used: ${issue?.message ?? "its shape is wrong"}${where}.` };
  }
  return { ok: true, message: parsed.data };
}
