import { BACKUP_FORMAT } from "./backup-format";
import { createChangeListeners } from "./change-listeners";
import { createCollection, type CollectionContext } from "./collection";
import { createEngineOpener } from "./engine-opener";
import type { QuarantineItem, TableData } from "./engine";
import { toStoreError } from "./errors";
import { globalIndexedDB } from "./open-engine";
import { createSchemaLoader } from "./schema-loader";
import { loadSamples } from "./seed";
import type { CreateStoreOptions, Store, StoreCollections, StoreDefinitions } from "./store-api";
import { createStatusKeeper } from "./store-status";
import type { Collection, StoreRecord } from "./types";
import { DATABASE_NAME, latestVersion, STORE_VERSIONS } from "./versions";

// The types live in store-api.ts; importers of createStore keep finding them here.
export type { CreateStoreOptions, LazyDefinitions, RecordOf, SampleData, Store, StoreCollections, StoreDefinitions } from "./store-api";

/**
 * A store over the given collections: status, seeding, reset and backups around the
 * collections, with the engine (IndexedDB or memory) opened on first use (engine-opener.ts).
 */
export function createStore<D extends StoreDefinitions>(options: CreateStoreOptions<D>): Store<D> {
  const versions = options.versions ?? STORE_VERSIONS;
  const schemaVersion = latestVersion(versions);
  const schemas = createSchemaLoader(options.definitions);
  const names = schemas.names;
  const latestTables = new Set(Object.keys(versions[versions.length - 1]?.stores ?? {}));
  const undeclared = names.filter((name) => !latestTables.has(name));
  if (undeclared.length > 0) {
    // A programming error, caught by the unit tests: a collection needs a table (see README).
    throw new Error(`Store collections without a table in the latest version: ${undeclared.join(", ")}.`);
  }

  const listeners = createChangeListeners();
  const status = createStatusKeeper();

  // The samples load alongside the schemas (not after them): the two chunks arrive together.
  const loadSeed = async () => {
    const samples = options.loadSamples?.();
    samples?.catch(() => undefined); // reported by loadSamples below
    return loadSamples(samples && (() => samples), await schemas.load());
  };

  const opener = createEngineOpener({
    dbName: options.name ?? DATABASE_NAME,
    versions,
    schemaVersion,
    names,
    findIndexedDB: options.indexedDB ?? globalIndexedDB,
    loadSeed,
    status,
    notify: listeners.notify,
    channelName: options.channelName,
    openTimeoutMs: options.openTimeoutMs,
  });
  const engine = opener.engine;

  function changed(collection: string): void {
    listeners.notify(collection);
    opener.post(collection);
    status.writeSucceeded();
    options.onWrite?.();
  }

  async function quarantine(items: readonly QuarantineItem[]): Promise<void> {
    console.warn(`[store] set aside ${items.length} stored record(s) that failed validation`, items);
    try {
      const target = await engine();
      await target.quarantine(items, new Date().toISOString());
      status.set({ ...status.get(), quarantined: await target.quarantineCount() });
    } catch {
      // The record is still hidden from pages; count it even if it could not be moved.
      status.set({ ...status.get(), quarantined: status.get().quarantined + items.length });
    }
  }

  const context: CollectionContext = {
    engine,
    quarantine,
    changed,
    writeFailed: status.writeFailed,
    subscribe: listeners.subscribe,
  };

  const collections = Object.fromEntries(
    names.map((name) => [name, createCollection(name, () => schemas.schemaOf(name), context)]),
  ) as unknown as StoreCollections<D>;

  async function replaceAll(data: TableData, clearQuarantine: boolean): Promise<void> {
    const target = await engine();
    try {
      await target.replaceAll(data, { clearQuarantine, at: new Date().toISOString() });
    } catch (error) {
      const mapped = toStoreError(error);
      if (mapped.kind === "quota" || mapped.kind === "unavailable") status.writeFailed(mapped);
      throw mapped;
    }
    if (clearQuarantine) status.set({ ...status.get(), quarantined: 0 });
    for (const name of names) changed(name);
  }

  return {
    collections,
    async open() {
      await engine();
      return status.get();
    },
    getStatus: status.get,
    subscribeStatus: status.subscribe,
    async reset() {
      await engine();
      await replaceAll(await loadSeed(), true);
    },
    async exportAll() {
      const { encodeBlobs } = await import("./backup");
      const entries = await Promise.all(
        names.map(async (name) => {
          const records = await (collections[name as keyof D] as unknown as Collection<StoreRecord>).list();
          return [name, (await encodeBlobs(records)) as unknown[]] as const;
        }),
      );
      return { format: BACKUP_FORMAT, schemaVersion, exportedAt: new Date().toISOString(), collections: Object.fromEntries(entries) };
    },
    async importAll(backup) {
      await engine();
      const { readBackup } = await import("./backup");
      await replaceAll(readBackup(backup, await schemas.load(), versions, schemaVersion), false);
    },
    close: opener.close,
    engine,
  };
}
