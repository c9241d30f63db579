import { currentOwner } from "@/lib/account/current-owner";
import type { Contact, ContactSource } from "@/lib/schemas/contact";
import type { KeyCard } from "@/lib/schemas/key-card";
import { createId } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";

/** Keeps a checked key card (check-key-card.ts) in the contacts of whoever is signed in, with how and when it arrived. */
export function addContact(
  card: KeyCard,
  receivedBy: ContactSource,
  now: Date = new Date(),
  store: WritableStore = writableStore,
): Promise<Contact> {
  return store.contacts.create({
    id: createId(),
    ...currentOwner(),
    name: card.name,
    email: card.email,
    publicKey: card.publicKey,
    fingerprint: card.fingerprint,
    cardCreatedAt: card.createdAt,
    receivedBy,
    receivedAt: now.toISOString(),
  });
}

/** Records that the person compared the fingerprint with the card's holder (read out on a call, say), and when. */
export function markContactCompared(id: string, now: Date = new Date(), store: WritableStore = writableStore): Promise<Contact> {
  return store.contacts.update(id, { comparedAt: now.toISOString() });
}

/** Removes a contact; signatures made with its key then read as made with a key the person does not know. */
export function removeContact(id: string, store: WritableStore = writableStore): Promise<void> {
  return store.contacts.remove(id);
}
