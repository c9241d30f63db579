"use client";

import { useDeferredValue, useSyncExternalStore } from "react";
import { collectionCache, LOADING_STATE, type CollectionState } from "./collection-cache";
import type { ReadableCollection, StoreRecord } from "./types";

export type { CollectionState };

function serverCollectionState(): CollectionState<never> {
  return LOADING_STATE;
}

/**
 * Every valid record of a collection, kept current across tabs:
 * `const { status, data } = useCollection(store.contracts)`.
 * The static HTML and the first client render show `status: "loading"`.
 */
export function useCollection<T extends StoreRecord>(collection: ReadableCollection<T>): CollectionState<T> {
  const cache = collectionCache(collection);
  const state = useSyncExternalStore(cache.subscribe, cache.getSnapshot, serverCollectionState);
  // An external store's updates render synchronously, in one task. The first arrival of the data
  // replaces a loading state with a whole view, so it renders at transition priority instead:
  // React builds that view in short slices and the page keeps answering input. Later updates
  // (a write, another tab) stay synchronous.
  const deferred = useDeferredValue(state);
  return state.status !== "loading" && deferred.status === "loading" ? deferred : state;
}
