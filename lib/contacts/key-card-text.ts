import { KEY_CARD_FORMAT, KEY_CARD_VERSION, type KeyCard } from "@/lib/schemas/key-card";

/*
 * A key card written out: as a JSON file, and as a link to /key-card/ whose payload sits in the
 * URL's fragment (after "#"), which browsers never send to a server. No zod here: the pages that
 * only write cards stay small; reading is check-key-card.ts.
 */

export const KEY_CARD_PATH = "/key-card/";
export const KEY_CARD_FRAGMENT = "card=";
/** Longer than any card this site writes (a few hundred characters); a longer link is refused unread. */
export const MAX_KEY_CARD_TEXT = 4000;

export type KeyCardFacts = Omit<KeyCard, "format" | "version">;

export function keyCardOf(facts: KeyCardFacts): KeyCard {
  return { format: KEY_CARD_FORMAT, version: KEY_CARD_VERSION, ...facts };
}

export function keyCardJson(card: KeyCard): string {
  return `${JSON.stringify(card, null, 2)}\n`;
}

/** Text as base64url (no padding), for a link's fragment. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The JSON text a base64url payload holds, or null. */
export function fromBase64Url(payload: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(payload)) return null;
  try {
    const binary = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The link that opens the card on /key-card/ at `origin` (the card travels in the fragment only). */
export function keyCardLink(card: KeyCard, origin: string): string {
  return `${origin}${KEY_CARD_PATH}#${KEY_CARD_FRAGMENT}${toBase64Url(JSON.stringify(card))}`;
}

/** The file name a card downloads under: the holder's name, tidied. */
export function keyCardFileName(card: KeyCard): string {
  const slug = card.name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `key-card-${slug || "signing-key"}.json`;
}
