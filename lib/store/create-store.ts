import { MAX_BACKUP_BYTES } from "./backup-format";
import { createChangeListeners } from "./change-listeners";
import { createCollection, type CollectionContext, type StoreCollection } from "./collection";
import { createEngineOpener } from "./engine-opener";
import type { Engine, QuarantineItem } from "./engine";
import { toStoreError } from "./errors";
import { outside } from "./import-plan";
import { globalIndexedDB } from "./open-engine";
import { createSchemaLoader } from "./schema-loader";
import { loadSamples } from "./seed";
import type { CreateStoreOptions, Store, StoreCollections, StoreDefinitions } from "./store-api";
import { createBackupApi } from "./store-backup";
import { createStatusKeeper } from "./store-status";
import type { RecordFilter, StoreRecord } from "./types";
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

  const built: Record<string, StoreCollection<StoreRecord>> = Object.fromEntries(
    names.map((name) => [name, createCollection(name, () => schemas.schemaOf(name), context)]),
  );

  async function writeAll(write: (target: Engine) => Promise<void>): Promise<void> {
    const target = await engine();
    try {
      await write(target);
    } catch (error) {
      const mapped = toStoreError(error);
      if (mapped.kind === "quota" || mapped.kind === "unavailable") status.writeFailed(mapped);
      throw mapped;
    }
    status.set({ ...status.get(), quarantined: await target.quarantineCount().catch(() => status.get().quarantined) });
    for (const name of names) changed(name);
  }

  const backups = createBackupApi({
    names,
    versions,
    schemaVersion,
    maxBytes: options.maxBackupBytes ?? MAX_BACKUP_BYTES,
    collections: built,
    engine,
    loadSchemas: schemas.load,
    writeAll,
    countSetAside: (count) => {
      if (count !== status.get().quarantined) status.set({ ...status.get(), quarantined: count });
    },
  });

  return {
    collections: built as unknown as StoreCollections<D>,
    async open() {
      await engine();
      return status.get();
    },
    getStatus: status.get,
    subscribeStatus: status.subscribe,
    async reset(visible?: RecordFilter) {
      await engine();
      const seed = await loadSeed();
      const keep = outside(visible);
      await writeAll(async (target) => void (await target.replaceAll(seed, { setAside: [], at: new Date().toISOString(), keep })));
    },
    ...backups,
    close: opener.close,
    engine,
  };
}
