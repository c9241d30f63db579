import { visibleTo } from "@/lib/account/ownership";
import { signingKeyId } from "@/lib/deals/signing/key-owner";
import { findSigningKey } from "@/lib/deals/signing/keys";
import type { Contact, ContactSource } from "@/lib/schemas/contact";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { addContact } from "./actions";
import { checkNewContact, readKeyCard } from "./check-key-card";

export type KeyCardImport = { ok: true; contact: Contact } | { ok: false; reason: string };

/**
 * A key card from a file's text or a link, checked in full (check-key-card.ts), then kept in the
 * contacts of `viewer` (an account id, or null signed out). Refused with a reason, changing
 * nothing, when hostile, when it is the viewer's own key, or when that key is already a contact.
 * Load this module on use: it brings zod and the key checks.
 */
export async function importKeyCard(
  text: string,
  receivedBy: ContactSource,
  viewer: string | null,
  store: WritableStore = writableStore,
  ownKey: () => Promise<string | null> = async () => (await findSigningKey(signingKeyId(viewer)).catch(() => null))?.publicKeySpki ?? null,
): Promise<KeyCardImport> {
  const read = await readKeyCard(text);
  if (!read.ok) return read;
  const contacts = visibleTo(await store.contacts.list(), viewer);
  const refusal = await checkNewContact(read.card, await ownKey(), contacts);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, contact: await addContact(read.card, receivedBy, new Date(), store) };
}
