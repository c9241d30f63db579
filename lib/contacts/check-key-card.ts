import { isSameKey, readPublicKey } from "@/lib/deals/signing/public-key";
import { keyFingerprint } from "@/lib/deals/signing/fingerprint";
import { keyCardSchema, type KeyCard } from "@/lib/schemas/key-card";
import { fromBase64Url, KEY_CARD_FRAGMENT, MAX_KEY_CARD_TEXT } from "./key-card-text";

/*
 * Every key card is hostile until checked: the text must be JSON of the card's exact shape
 * (lib/schemas/key-card.ts), its public key a P-256 SPKI in its one form (base64 that re-encodes to
 * itself, the uncompressed point), its fingerprint the key's own, and the key neither the
 * person's own nor one already in their contacts. A refusal says why; nothing is kept.
 */

export type KeyCardCheck = { ok: true; card: KeyCard } | { ok: false; reason: string };

const refuse = (reason: string): KeyCardCheck => ({ ok: false, reason });

/** The card's JSON text out of a pasted link (…/key-card/#card=…), or the text itself when it is not a link. */
export function keyCardTextOf(input: string): string | null {
  const text = input.trim();
  const hash = text.indexOf("#");
  if (!text.startsWith("{") && hash >= 0) {
    const fragment = text.slice(hash + 1);
    return fragment.startsWith(KEY_CARD_FRAGMENT) ? fromBase64Url(fragment.slice(KEY_CARD_FRAGMENT.length)) : null;
  }
  return text;
}

/** The card a file's text or a link holds, checked in full (Web Crypto: async). */
export async function readKeyCard(input: string): Promise<KeyCardCheck> {
  if (input.length > MAX_KEY_CARD_TEXT) return refuse("This is far longer than a key card: it is not one.");
  const text = keyCardTextOf(input);
  if (text === null) return refuse("This link holds no key card: copy the whole link again.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse("This is not a key card: it is not JSON.");
  }
  const parsed = keyCardSchema.safeParse(json);
  if (!parsed.success) return refuse(`This key card cannot be used: ${parsed.error.issues[0]?.message ?? "its shape is wrong"}.`);
  const card = parsed.data;
  if (!(await readPublicKey(card.publicKey))) {
    return refuse("The public key on this card is not a P-256 signing key written in the one form this site accepts.");
  }
  if ((await keyFingerprint(card.publicKey)) !== card.fingerprint) {
    return refuse("The fingerprint on this card is not its key's fingerprint: the card was changed or made wrongly.");
  }
  return { ok: true, card };
}

/** Refuses a card for the person's own key, or for a key already in their contacts (compared as keys). */
export async function checkNewContact(
  card: KeyCard,
  ownKey: string | null,
  contacts: readonly { name: string; publicKey: string }[],
): Promise<string | null> {
  if (ownKey && (await isSameKey(ownKey, card.publicKey))) {
    return "This is the key card of your own signing key in this browser: there is no need to add it to your contacts.";
  }
  for (const contact of contacts) {
    if (await isSameKey(contact.publicKey, card.publicKey)) return `This key is already in your contacts, as ${contact.name}.`;
  }
  return null;
}
