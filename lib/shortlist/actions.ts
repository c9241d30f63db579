import { currentOwner } from "@/lib/account/current-owner";
import { readSession } from "@/lib/auth/session";
import { createId } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { recordsOfItem, shortlistKey, type ShortlistTarget } from "./shortlist-keys";

/** What a heart's press did: "kept" when a press meaning "save" found the item saved already. */
export type ShortlistChange = "saved" | "removed" | "kept";

// One change at a time per item, so a quick double press saves and then removes, never saves twice.
const pending = new Map<string, Promise<unknown>>();

function changeItem(
  { kind, itemId }: Pick<ShortlistTarget, "kind" | "itemId">,
  mayRemove: boolean,
  store: WritableStore,
): Promise<ShortlistChange> {
  const key = shortlistKey(kind, itemId);
  const next = (pending.get(key) ?? Promise.resolve())
    .catch(() => undefined) // the press before failed and said so; this one starts afresh
    .then(async (): Promise<ShortlistChange> => {
      const saved = recordsOfItem(await store.shortlist.list(), kind, itemId, readSession()?.accountId ?? null);
      if (saved.length > 0) {
        if (!mayRemove) return "kept";
        for (const record of saved) await store.shortlist.remove(record.id);
        return "removed";
      }
      await store.shortlist.create({ id: createId(), ...currentOwner(), kind, itemId, createdAt: new Date().toISOString() });
      return "saved";
    });
  pending.set(key, next);
  return next;
}

/**
 * A heart's press on a known state: takes the item off the shortlist (every record of it the person
 * sees) when it is on it, else saves it for whoever is signed in. Throws the store's StoreError when it cannot.
 */
export function toggleShortlistItem(
  target: Pick<ShortlistTarget, "kind" | "itemId">,
  store: WritableStore = writableStore,
): Promise<ShortlistChange> {
  return changeItem(target, true, store);
}

/**
 * A heart's press made while its state was not known yet (the heart showed "Save"): saves the item,
 * or changes nothing when it is saved already ("kept"); never removes it.
 */
export function saveShortlistItem(
  target: Pick<ShortlistTarget, "kind" | "itemId">,
  store: WritableStore = writableStore,
): Promise<ShortlistChange> {
  return changeItem(target, false, store);
}

/** My activity's Remove: every record of one item (lib/shortlist/shortlist-entries.ts groups them). */
export async function removeFromShortlist(recordIds: readonly string[], store: WritableStore = writableStore): Promise<void> {
  await Promise.all(recordIds.map((id) => store.shortlist.remove(id)));
}
