import type { Message } from "@/lib/schemas/message";

/** Messages in the order they were sent (ties by id), as every thread shows them. */
export function threadOrder<T extends Pick<Message, "id" | "timestamp">>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) =>
    a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/**
 * A thread as plain text for the Download button: a title line, then one block per message
 * ("[2026-11-20 14:00 UTC] Marisol Vega (Realtor)" and the text, indented). Times in UTC so
 * the file reads the same wherever it is opened.
 */
export function threadTranscript(title: string, messages: readonly Message[], exportedAt: Date): string {
  const stamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const lines = [title, `Exported ${stamp(exportedAt.toISOString())}`, ""];
  for (const message of threadOrder(messages)) {
    lines.push(`[${stamp(message.timestamp)}] ${message.sender} (${message.role})`);
    for (const line of message.message.split(/\r?\n/)) lines.push(`    ${line}`);
    if (message.attachment) lines.push(`    Attachment: ${message.attachment.name}`);
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** "closing-group-discussion-2026-11-22.txt" */
export function transcriptFileName(slug: string, exportedAt: Date): string {
  return `${slug}-${exportedAt.toISOString().slice(0, 10)}.txt`;
}
