"use client";

import { useMemo, useSyncExternalStore } from "react";
import { getStoreStatus, subscribeStoreStatus } from "./collections";
import { useCollection } from "./hooks";
import type { ReadableCollection, StoreRecord, StoreStatus } from "./types";

// Apart from useCollection (hooks.ts): a page that lists a collection does not ship these.

export interface RecordState<T> {
  status: "loading" | "ready" | "missing";
  data?: T;
  error?: string;
}

/** One record by id: "loading", then "ready" with `data`, or "missing" (also for an undefined id). */
export function useRecord<T extends StoreRecord>(collection: ReadableCollection<T>, id: T["id"] | undefined): RecordState<T> {
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
