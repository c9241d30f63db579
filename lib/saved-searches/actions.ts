import { currentOwner } from "@/lib/account/current-owner";
import type { SavedSearch } from "@/lib/schemas/saved-search";
import { createId } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";

/** What 'Save this search' keeps: the name typed, and the page with its query as the address held it. */
export type SearchToSave = Pick<SavedSearch, "name" | "page" | "query">;

/** Saves a search under its name, owned by whoever is signed in; throws the store's StoreError when it cannot. */
export function saveSearch(search: SearchToSave, store: WritableStore = writableStore): Promise<SavedSearch> {
  return store.savedSearches.create({ id: createId(), ...currentOwner(), ...search, createdAt: new Date().toISOString() });
}

/** Deletes a saved search (My activity's Delete); throws the store's StoreError when it cannot. */
export function deleteSavedSearch(id: string, store: WritableStore = writableStore): Promise<void> {
  return store.savedSearches.remove(id);
}
