import type { ReadableCollections, StoreCollections } from "./store-api";
import type { CollectionSchemas } from "./definitions";
import { retryImport } from "@/lib/retry-import";
import { collectionNames, type CollectionName } from "./names";
import type { Collection, RecordFilter, StoreError, StoreRecord, StoreStatus } from "./types";

export { collectionNames, type CollectionName };

/*
 * The store as pages see it: a thin facade whose every call loads the store itself
 * (site-store.ts: create-store, the collections, the engines) with `import()` the first time.
 * A page that lists records ships this file and the React hooks, nothing more, up front;
 * its first render shows "loading" anyway, and the store arrives in the same moment.
 */

type SiteStore = (typeof import("./site-store"))["siteStore"];

let loading: Promise<SiteStore> | undefined;

/** The site's store, loaded on the first call (backup-calls.ts shares it). */
export function siteStore(): Promise<SiteStore> {
  // Retried twice (retry-import.ts) before the page says so: a chunk that failed once is asked for afresh.
  loading ??= retryImport(() => import("./site-store")).then(
    (module) => {
      loaded = module.siteStore;
      return module.siteStore;
    },
    (error: unknown) => {
      // Still offline: try again on the next call. Shaped as a StoreError (isStoreError accepts it)
      // without importing the class, which would bring every store message to every page.
      loading = undefined;
      const failure = new Error("The site could not load the code that keeps your data. Check your connection and reload the page.", {
        cause: error,
      });
      throw Object.assign(failure, { name: "StoreError", kind: "unavailable", issues: [] }) as unknown as StoreError;
    },
  );
  return loading;
}

let loaded: SiteStore | undefined;

// A page that imports this file reads the store as soon as it renders: start loading the store's
// code and opening the database now, while React hydrates, rather than after.
if (typeof window !== "undefined") {
  siteStore()
    .then((store) => store.open())
    .catch(() => undefined); // reported by the first read, through the usual StoreError
}

/** Subscribes once the store has loaded; the returned function works before and after. */
function lazySubscribe(subscribe: (store: SiteStore) => () => void, onLoaded?: () => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  siteStore().then(
    (store) => {
      if (!active) return;
      unsubscribe = subscribe(store);
      onLoaded?.();
    },
    () => undefined,
  );
  return () => {
    active = false;
    unsubscribe?.();
  };
}

function lazyCollection<T extends StoreRecord>(name: CollectionName): Collection<T> {
  const real = async () => (await siteStore()).collections[name] as unknown as Collection<T>;
  return {
    name,
    list: async () => (await real()).list(),
    get: async (id) => (await real()).get(id),
    create: async (record) => (await real()).create(record),
    update: async (id, change) => (await real()).update(id, change),
    remove: async (id) => (await real()).remove(id),
    subscribe: (listener) => lazySubscribe((store) => (store.collections[name] as unknown as Collection<T>).subscribe(listener)),
  };
}

/** Typed accessors that write too: `siteCollections.offers.create(offer)`, for ./writes.ts only. */
export const siteCollections = Object.fromEntries(
  collectionNames.map((name) => [name, lazyCollection(name)]),
) as unknown as StoreCollections<CollectionSchemas>;

/**
 * The same collections with only their reading half, at run time as well as in the type:
 * `store.contracts.list()`, `useCollection(store.offers)`. A component cannot write through it.
 */
export const store = Object.fromEntries(
  collectionNames.map((name) => {
    const { list, get, subscribe } = siteCollections[name] as unknown as Collection<StoreRecord>;
    return [name, { name, list, get, subscribe }];
  }),
) as unknown as ReadableCollections<CollectionSchemas>;

/** Opens storage now (otherwise the first read or write does) and reports where data lives. */
export async function openStore(): Promise<StoreStatus> {
  return (await siteStore()).open();
}

const INITIAL_STATUS: StoreStatus = { persistence: "indexeddb", quarantined: 0 };

export function getStoreStatus(): StoreStatus {
  return loaded ? loaded.getStatus() : INITIAL_STATUS;
}

export function subscribeStoreStatus(listener: () => void): () => void {
  // Once loaded, the status may already differ from the initial one: tell the listener.
  return lazySubscribe((store) => store.subscribeStatus(listener), listener);
}

/**
 * "Reset demo data": every collection emptied and the samples written again; with `visible`, only
 * the records it covers are deleted and every other record stays.
 */
export async function resetStore(visible?: RecordFilter): Promise<void> {
  return (await siteStore()).reset(visible);
}
