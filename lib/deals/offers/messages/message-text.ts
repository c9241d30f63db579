import { fromBase64Url, toBase64Url } from "@/lib/contacts/key-card-text";
import type { DealMessage } from "@/lib/schemas/deal-message";

/*
 * A deal message written out: as a JSON file, and as a link to /offers/ whose payload sits in the
 * URL's fragment (after "#"), which browsers never send to a server. The person sends either
 * themselves; this site sends nothing.
 */

export const OFFERS_PATH = "/offers/";
export const MESSAGE_FRAGMENT = "message=";
/** Longer than any message this site writes (a few kilobytes, longer as a link); anything longer is refused unread. */
export const MAX_DEAL_MESSAGE_TEXT = 60_000;

export function messageJson(message: DealMessage): string {
  return `${JSON.stringify(message, null, 2)}\n`;
}

export function messageLink(message: DealMessage, origin: string): string {
  return `${origin}${OFFERS_PATH}#${MESSAGE_FRAGMENT}${toBase64Url(JSON.stringify(message))}`;
}

export function messageFileName(message: DealMessage): string {
  return `deal-message-${message.thread.slice(0, 8)}-v${message.version}-${message.kind}.json`;
}

/** The message's JSON text out of a pasted link or an address's fragment (…#message=…), or the text itself when it is not a link. */
export function messageTextOf(input: string): string | null {
  const text = input.trim();
  const hash = text.indexOf("#");
  if (text.startsWith("{") || hash < 0) return text;
  const fragment = text.slice(hash + 1);
  return fragment.startsWith(MESSAGE_FRAGMENT) ? fromBase64Url(fragment.slice(MESSAGE_FRAGMENT.length)) : null;
}
