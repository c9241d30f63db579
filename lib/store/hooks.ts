"use client";

import { useDeferredValue, useMemo, useSyncExternalStore } from "react";
import { collectionCache, LOADING_STATE, type CollectionState } from "./collection-cache";
import { getStoreStatus, subscribeStoreStatus } from "./collections";
import type { Collection, StoreRecord, StoreStatus } from "./types";

export type { CollectionState };

export interface RecordState<T> {
  status: "loading" | "ready" | "missing";
  data?: T;
  error?: string;
}

function serverCollectionState(): CollectionState<never> {
  return LOADING_STATE;
}

/**
 * Every valid record of a collection, kept current across tabs:
 * `const { status, data } = useCollection(store.contracts)`.
 * The static HTML and the first client render show `status: "loading"`.
 */
export function useCollection<T extends StoreRecord>(collection: Collection<T>): CollectionState<T> {
  const cache = collectionCache(collection);
  const state = useSyncExternalStore(cache.subscribe, cache.getSnapshot, serverCollectionState);
  // An external store's updates render synchronously, in one task. The first arrival of the data
  // replaces a loading state with a whole view, so it renders at transition priority instead:
  // React builds that view in short slices and the page keeps answering input. Later updates
  // (a write, another tab) stay synchronous.
  const deferred = useDeferredValue(state);
  return state.status !== "loading" && deferred.status === "loading" ? deferred : state;
}

/** One record by id: "loading", then "ready" with `data`, or "missing" (also for an undefined id). */
export function useRecord<T extends StoreRecord>(collection: Collection<T>, id: T["id"] | undefined): RecordState<T> {
  const list = useCollection(collection);
  return useMemo((): RecordState<T> => {
    if (list.status === "loading") return { status: "loading" };
    const data = id === undefined ? undefined : list.data.find((record) => record.id === id);
    const base: RecordState<T> = data ? { status: "ready", data } : { status: "missing" };
    return list.error ? { ...base, error: list.error } : base;
  }, [list, id]);
}

const SERVER_STATUS: StoreStatus = { persistence: "indexeddb", quarantined: 0 };

/**
 * Where data is kept and what went wrong, for a banner. It does not open the store by
 * itself: it reports once a component has read or written something.
 */
export function useStoreStatus(): StoreStatus {
  return useSyncExternalStore(subscribeStoreStatus, getStoreStatus, () => SERVER_STATUS);
}
