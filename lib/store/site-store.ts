import { createStore } from "./create-store";
import type { CollectionSchemas } from "./definitions";
import { collectionNames } from "./names";
import { requestPersistentStorage } from "./persistent-storage";
import { reportStoreInMemory } from "./records-location";

/**
 * The site's one store (IndexedDB "residences-marketplace", or memory when refused). This module
 * is the store's engine room and loads with `import()` from collections.ts on first use; the
 * schemas, the samples and Dexie load from here in turn, in parallel.
 */
export const siteStore = createStore<CollectionSchemas>({
  definitions: {
    names: collectionNames,
    load: () => import("./definitions").then((module) => module.collectionSchemas),
  },
  loadSamples: () => import("./samples").then((module) => module.samples),
  // The first record saved on this device: ask the browser not to clear it under storage pressure.
  onWrite: () => {
    if (siteStore.getStatus().persistence === "indexeddb") void requestPersistentStorage();
  },
});

// Every page's "this visit only" notice learns here that the store could not open IndexedDB.
siteStore.subscribeStatus(() => {
  if (siteStore.getStatus().persistence === "memory") reportStoreInMemory();
});
