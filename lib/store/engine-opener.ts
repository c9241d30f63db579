import { isImportFailure } from "@/lib/import-failure";
import { openCrossTab, STORE_CHANNEL, type CrossTab } from "./cross-tab";
import type { IndexedDBDependencies } from "./db";
import type { Engine, TableData } from "./engine";
import { createMemoryEngine } from "./memory-engine";
import { openFailureStatus, openIndexedDBEngine, VERSION_CHANGE_MESSAGE } from "./open-engine";
import type { StatusKeeper } from "./store-status";
import { STORE_ERROR_MESSAGES, type StoreStatus } from "./types";
import type { StoreVersion } from "./versions";

export interface EngineOpenerOptions {
  dbName: string;
  versions: readonly StoreVersion[];
  schemaVersion: number;
  names: readonly string[];
  findIndexedDB: () => IndexedDBDependencies | undefined;
  /** The schemas and samples, as the records to seed a new database with. */
  loadSeed: () => Promise<TableData>;
  status: StatusKeeper;
  /** Another tab changed a collection ("*": all of them). */
  notify: (collection: string) => void;
  channelName?: string;
  openTimeoutMs?: number;
}

export interface EngineOpener {
  /** The open engine: IndexedDB, or memory when refused; opened (and seeded) on the first call. */
  engine(): Promise<Engine>;
  /** Tells the other tabs a collection changed (once IndexedDB is open). */
  post(collection: string): void;
  close(): void;
}

/** Opens the store's storage once: IndexedDB with the cross-tab channel, else the memory engine. */
export function createEngineOpener(options: EngineOpenerOptions): EngineOpener {
  const { names, status } = options;
  let opening: Promise<Engine> | undefined;
  let crossTab: CrossTab | undefined;

  async function openIndexedDB(deps: IndexedDBDependencies, seed: TableData, at: string): Promise<Engine> {
    const engine = await openIndexedDBEngine({
      name: options.dbName,
      versions: options.versions,
      deps,
      timeoutMs: options.openTimeoutMs,
      onVersionChange: () => {
        status.setLasting({ ...status.get(), lastError: VERSION_CHANGE_MESSAGE, reloadRequired: true });
      },
    });
    try {
      await engine.initialize(seed, options.schemaVersion, at);
      status.set({ persistence: "indexeddb", quarantined: await engine.quarantineCount() });
    } catch (error) {
      engine.close();
      throw error;
    }
    return engine;
  }

  async function openEngine(): Promise<Engine> {
    const seed = await options.loadSeed();
    const at = new Date().toISOString();
    const deps = options.findIndexedDB();
    let failure: Pick<StoreStatus, "lastError" | "reloadRequired"> = { lastError: STORE_ERROR_MESSAGES.unavailable };
    if (deps) {
      try {
        const engine = await openIndexedDB(deps, seed, at);
        crossTab = openCrossTab((collection) => {
          if (collection === "*") names.forEach((name) => options.notify(name));
          else if (names.includes(collection)) options.notify(collection);
        }, options.channelName ?? STORE_CHANNEL);
        return engine;
      } catch (error) {
        // Dexie's code could not be downloaded: IndexedDB may be fine, so no memory store for the
        // visit; the open fails and the next read or write tries again.
        if (isImportFailure(error)) throw error;
        console.warn("[store] IndexedDB unavailable, keeping data in memory for this visit", error);
        failure = openFailureStatus(error);
      }
    }
    const memory = createMemoryEngine(names);
    await memory.initialize(seed, options.schemaVersion, at);
    status.setLasting({ persistence: "memory", quarantined: 0, ...failure });
    return memory;
  }

  function engine(): Promise<Engine> {
    if (!opening && options.findIndexedDB()) {
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

  return {
    engine,
    post(collection) {
      crossTab?.post(collection);
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
  };
}
