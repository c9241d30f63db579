import type * as z from "zod/mini";
import { BACKUP_FORMAT, type Backup } from "./backup-format";
import { createCollection, type CollectionContext } from "./collection";
import { openCrossTab, STORE_CHANNEL, type CrossTab } from "./cross-tab";
import type { IndexedDBDependencies } from "./db";
import type { Engine, QuarantineItem, TableData } from "./engine";
import { toStoreError } from "./errors";
import { createMemoryEngine } from "./memory-engine";
import { loadSamples } from "./seed";
import { globalIndexedDB, openFailureStatus, openIndexedDBEngine, VERSION_CHANGE_MESSAGE } from "./open-engine";
import { STORE_ERROR_MESSAGES, type Collection, type StoreError, type StoreRecord, type StoreStatus } from "./types";
import type { RecordSchema } from "./validation";
import { DATABASE_NAME, latestVersion, STORE_VERSIONS, type StoreVersion } from "./versions";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record schema; each collection keeps its own type
export type StoreDefinitions = Readonly<Record<string, RecordSchema<any>>>;

export type RecordOf<S> = z.output<S> extends infer T extends StoreRecord ? T : never;

export type StoreCollections<D extends StoreDefinitions> = { readonly [K in keyof D]: Collection<RecordOf<D[K]>> };

export type SampleData<D extends StoreDefinitions> = Partial<Record<keyof D & string, readonly unknown[]>>;

/**
 * Schemas that load on first use: the collection names now (collections are created
 * synchronously), the schemas (and zod with them) with the store's first read or write.
 */
export interface LazyDefinitions<D extends StoreDefinitions> {
  names: readonly (keyof D & string)[];
  load: () => Promise<D>;
}

function isLazy<D extends StoreDefinitions>(definitions: D | LazyDefinitions<D>): definitions is LazyDefinitions<D> {
  return typeof (definitions as Partial<LazyDefinitions<D>>).load === "function";
}

export interface CreateStoreOptions<D extends StoreDefinitions> {
  /** Every collection's schema, or the names now and the schemas later (see LazyDefinitions). */
  definitions: D | LazyDefinitions<D>;
  /** IndexedDB database name. */
  name?: string;
  versions?: readonly StoreVersion[];
  /** Sample records written on first use and by reset; loaded only when the store opens. */
  loadSamples?: () => Promise<SampleData<D>>;
  /** Where IndexedDB comes from; undefined means "not available". Defaults to the globals. */
  indexedDB?: () => IndexedDBDependencies | undefined;
  channelName?: string;
  /** A browser that never answers the open request gets the memory store after this long. */
  openTimeoutMs?: number;
}

export interface Store<D extends StoreDefinitions> {
  readonly collections: StoreCollections<D>;
  /** Opens storage (IndexedDB, or memory when refused) and seeds it on first use. */
  open(): Promise<StoreStatus>;
  getStatus(): StoreStatus;
  subscribeStatus(listener: () => void): () => void;
  /** Empties every collection (and the quarantine) and writes the samples again. */
  reset(): Promise<void>;
  exportAll(): Promise<Backup>;
  /** Replaces everything with a backup (object or JSON text), after validating all of it. */
  importAll(backup: unknown): Promise<void>;
  /** Releases the database connection and the cross-tab channel (tests, hot reload). */
  close(): void;
  /** The raw engine, for tests and diagnostics. */
  engine(): Promise<Engine>;
}

export function createStore<D extends StoreDefinitions>(options: CreateStoreOptions<D>): Store<D> {
  const dbName = options.name ?? DATABASE_NAME;
  const versions = options.versions ?? STORE_VERSIONS;
  const schemaVersion = latestVersion(versions);
  const given = options.definitions;
  const names: string[] = isLazy(given) ? [...given.names] : Object.keys(given);
  /** Set once the schemas are here; every collection call awaits engine(), which loads them first. */
  let definitions: Readonly<Record<string, RecordSchema>> | undefined = isLazy(given) ? undefined : given;
  let loadingDefinitions: Promise<Readonly<Record<string, RecordSchema>>> | undefined;
  const latestTables = new Set(Object.keys(versions[versions.length - 1]?.stores ?? {}));
  const undeclared = names.filter((name) => !latestTables.has(name));
  if (undeclared.length > 0) {
    // A programming error, caught by the unit tests: a collection needs a table (see README).
    throw new Error(`Store collections without a table in the latest version: ${undeclared.join(", ")}.`);
  }
  const findIndexedDB = options.indexedDB ?? globalIndexedDB;

  const listeners = new Map<string, Set<() => void>>();
  const statusListeners = new Set<() => void>();
  let status: StoreStatus = { persistence: "indexeddb", quarantined: 0 };
  let opening: Promise<Engine> | undefined;
  let crossTab: CrossTab | undefined;
  /** The lasting problem (memory mode, reload needed); a failed write shows over it until a write succeeds. */
  let lastingError: string | undefined;
  let writeFailing = false;

  function setStatus(next: StoreStatus): void {
    status = next;
    for (const listener of [...statusListeners]) listener();
  }

  function withLastError(next: StoreStatus, lastError: string | undefined): StoreStatus {
    const result = { ...next, lastError };
    if (lastError === undefined) delete result.lastError;
    return result;
  }

  function notify(collection: string): void {
    for (const listener of [...(listeners.get(collection) ?? [])]) {
      try {
        listener();
      } catch (error) {
        console.error(error);
      }
    }
  }

  function changed(collection: string): void {
    notify(collection);
    crossTab?.post(collection);
    if (writeFailing) {
      // A write went through again: the earlier quota/unavailable banner no longer applies.
      writeFailing = false;
      setStatus(withLastError(status, lastingError));
    }
  }

  function changedAll(): void {
    for (const name of names) changed(name);
  }

  function loadDefinitions(): Promise<Readonly<Record<string, RecordSchema>>> {
    if (definitions) return Promise.resolve(definitions);
    loadingDefinitions ??= (isLazy(given) ? given.load() : Promise.resolve(given)).then(
      (loaded: Readonly<Record<string, RecordSchema>>) => {
        const missing = names.filter((name) => !loaded[name]);
        if (missing.length > 0) throw new Error(`Store collections without a schema: ${missing.join(", ")}.`);
        definitions = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline) may load on the next try.
        loadingDefinitions = undefined;
        throw error;
      },
    );
    return loadingDefinitions;
  }

  function schemaOf(name: string): RecordSchema {
    const schema = definitions?.[name];
    if (!schema) throw new Error(`The schema of ${name} is used before the store opened.`);
    return schema;
  }

  // The samples load alongside the schemas (not after them): the two chunks arrive together.
  const loadSeed = async () => {
    const samples = options.loadSamples?.();
    samples?.catch(() => undefined); // reported by loadSamples below
    return loadSamples(samples && (() => samples), await loadDefinitions());
  };

  async function openIndexedDB(deps: IndexedDBDependencies, seed: TableData, at: string): Promise<Engine> {
    const engine = await openIndexedDBEngine({
      name: dbName,
      versions,
      deps,
      timeoutMs: options.openTimeoutMs,
      onVersionChange: () => {
        lastingError = VERSION_CHANGE_MESSAGE;
        setStatus({ ...status, lastError: VERSION_CHANGE_MESSAGE, reloadRequired: true });
      },
    });
    try {
      await engine.initialize(seed, schemaVersion, at);
      setStatus({ persistence: "indexeddb", quarantined: await engine.quarantineCount() });
    } catch (error) {
      engine.close();
      throw error;
    }
    return engine;
  }

  async function openEngine(): Promise<Engine> {
    const seed = await loadSeed();
    const at = new Date().toISOString();
    const deps = findIndexedDB();
    let failure: Pick<StoreStatus, "lastError" | "reloadRequired"> = { lastError: STORE_ERROR_MESSAGES.unavailable };
    if (deps) {
      try {
        const engine = await openIndexedDB(deps, seed, at);
        crossTab = openCrossTab((collection) => {
          if (collection === "*") names.forEach(notify);
          else if (names.includes(collection)) notify(collection);
        }, options.channelName ?? STORE_CHANNEL);
        return engine;
      } catch (error) {
        console.warn("[store] IndexedDB unavailable, keeping data in memory for this visit", error);
        failure = openFailureStatus(error);
      }
    }
    const memory = createMemoryEngine(names);
    await memory.initialize(seed, schemaVersion, at);
    lastingError = failure.lastError;
    setStatus({ persistence: "memory", quarantined: 0, ...failure });
    return memory;
  }

  function engine(): Promise<Engine> {
    if (!opening && findIndexedDB()) {
      // Warm Dexie's chunk while the schemas and samples load; openEngine awaits it later.
      import("./db").catch(() => undefined);
    }
    // openEngine loads the schemas first (through loadSeed); a failed load is tried again next time.
    opening ??= openEngine().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  async function quarantine(items: readonly QuarantineItem[]): Promise<void> {
    console.warn(`[store] set aside ${items.length} stored record(s) that failed validation`, items);
    try {
      const target = await engine();
      await target.quarantine(items, new Date().toISOString());
      setStatus({ ...status, quarantined: await target.quarantineCount() });
    } catch {
      // The record is still hidden from pages; count it even if it could not be moved.
      setStatus({ ...status, quarantined: status.quarantined + items.length });
    }
  }

  function writeFailed(error: StoreError): void {
    writeFailing = true;
    setStatus({ ...status, lastError: error.message });
  }

  const context: CollectionContext = {
    engine,
    quarantine,
    changed,
    writeFailed,
    subscribe(collection, listener) {
      let set = listeners.get(collection);
      if (!set) listeners.set(collection, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };

  const collections = Object.fromEntries(
    names.map((name) => [name, createCollection(name, () => schemaOf(name), context)]),
  ) as unknown as StoreCollections<D>;

  async function replaceAll(data: TableData, clearQuarantine: boolean): Promise<void> {
    const target = await engine();
    try {
      await target.replaceAll(data, { clearQuarantine, at: new Date().toISOString() });
    } catch (error) {
      const mapped = toStoreError(error);
      if (mapped.kind === "quota" || mapped.kind === "unavailable") writeFailed(mapped);
      throw mapped;
    }
    if (clearQuarantine) setStatus({ ...status, quarantined: 0 });
    changedAll();
  }

  return {
    collections,
    async open() {
      await engine();
      return status;
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
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
      await replaceAll(readBackup(backup, await loadDefinitions(), versions, schemaVersion), false);
    },
    close() {
      crossTab?.close();
      crossTab = undefined;
      const pending = opening;
      opening = undefined;
      pending?.then(
        (target) => target.close(),
        () => undefined,
      );
    },
    engine,
  };
}
