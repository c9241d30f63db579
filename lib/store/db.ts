import Dexie, { type Table } from "dexie";
import type { Engine, MetaRow, QuarantineEntry } from "./engine";
import type { StoreId } from "./types";
import { missingRecords, newSetAside, replacement, setAsideReplacement } from "./import-plan";
import type { StoreVersion } from "./versions";

export interface IndexedDBDependencies {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/**
 * Declares every version, oldest first, as Dexie requires: old declarations stay so
 * a browser holding any released layout can be upgraded step by step.
 */
export function declareVersions(db: Dexie, versions: readonly StoreVersion[]): void {
  for (const step of versions) {
    const declared = db.version(step.version).stores({ ...step.stores });
    const migrate = step.migrate;
    if (!migrate) continue;
    declared.upgrade(async (tx) => {
      try {
        for (const [table, migration] of Object.entries(migrate)) {
          await tx
            .table(table)
            .toCollection()
            .modify((value: Record<string, unknown>, ref: { value: unknown }) => {
              ref.value = migration(value);
            });
        }
      } catch (error) {
        // The upgrade transaction aborts, so the database stays at the old version, unchanged.
        // The name tells the store to say "your data is safe" rather than "storage is blocked".
        throw new Dexie.UpgradeError(`Moving stored data to version ${step.version} failed.`, error as Error);
      }
    });
  }
}

export function createDatabase(name: string, versions: readonly StoreVersion[], deps: IndexedDBDependencies): Dexie {
  // Passing the factory explicitly (rather than Dexie's import-time globals) lets a test
  // swap in a fresh IDBFactory and lets a blocked `indexedDB` surface as an open failure.
  const db = new Dexie(name, { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange, autoOpen: true });
  declareVersions(db, versions);
  return db;
}

/** The quarantine's own key is given by the table: an entry from a file keeps none. */
function withoutId({ collection, raw, reason, at }: QuarantineEntry): QuarantineEntry {
  return { collection, raw, reason, at };
}

export interface DexieEngine extends Engine {
  readonly db: Dexie;
}

/** Collection tables are every table of the latest version except the store's own. */
function collectionTables(versions: readonly StoreVersion[]): string[] {
  const tables = new Map<string, boolean>();
  for (const step of versions) {
    for (const [table, spec] of Object.entries(step.stores)) tables.set(table, spec !== null);
  }
  return [...tables].filter(([table, alive]) => alive && table !== "meta" && table !== "quarantine").map(([t]) => t);
}

export interface OpenDexieOptions {
  name: string;
  versions: readonly StoreVersion[];
  deps: IndexedDBDependencies;
  /** Another tab opened a newer layout; Dexie closes this connection so it is not blocked. */
  onVersionChange?: () => void;
}

export async function openDexieEngine(options: OpenDexieOptions): Promise<DexieEngine> {
  const db = createDatabase(options.name, options.versions, options.deps);
  db.on("versionchange", () => {
    options.onVersionChange?.();
    // Returning nothing keeps Dexie's default: close now, so the other tab's upgrade goes ahead.
  });
  await db.open();

  const names = collectionTables(options.versions);
  const meta = (): Table<MetaRow, string> => db.table("meta");
  const quarantine = (): Table<QuarantineEntry, number> => db.table("quarantine");

  return {
    db,
    persistence: "indexeddb",
    readAll(table) {
      return db.table(table).toArray();
    },
    read(table, id) {
      return db.table(table).get(id);
    },
    write(table, id, compute) {
      return db.transaction("rw", db.table(table), async () => {
        const current: unknown = await db.table(table).get(id);
        const next = compute(current);
        await db.table(table).put(next);
        return next;
      });
    },
    insert(table, build) {
      return db.transaction("rw", db.table(table), async () => {
        const ids = (await db.table(table).toCollection().primaryKeys()) as StoreId[];
        const next = build(ids);
        // add(), not put(): a taken id fails with a ConstraintError (a "conflict").
        await db.table(table).add(next);
        return next;
      });
    },
    async remove(table, id) {
      await db.table(table).delete(id);
    },
    async quarantine(items, at) {
      const tables = [...new Set(items.map((item) => item.collection))].map((t) => db.table(t));
      await db.transaction("rw", [quarantine(), ...tables], async () => {
        for (const item of items) {
          // A value another call already moved is not moved twice.
          if ((await db.table(item.collection).get(item.key)) === undefined) continue;
          await quarantine().add({ collection: item.collection, raw: item.raw, reason: item.reason, at });
          await db.table(item.collection).delete(item.key);
        }
      });
    },
    quarantineCount() {
      return quarantine().count();
    },
    initialize(seed, schemaVersion, at) {
      return db.transaction("rw", [meta(), ...names.map((t) => db.table(t))], async () => {
        // Inside one transaction: two tabs opening at once cannot both seed.
        const seeded = (await meta().get("seededAt")) === undefined;
        if (seeded) {
          for (const [table, records] of Object.entries(seed)) await db.table(table).bulkPut([...records]);
          await meta().put({ key: "seededAt", value: at });
        }
        await meta().put({ key: "schemaVersion", value: schemaVersion });
        return seeded;
      });
    },
    readQuarantine() {
      return quarantine().toArray();
    },
    replaceAll(data, { setAside, at, keep }) {
      const unknown = Object.keys(data).find((table) => !names.includes(table));
      if (unknown) return Promise.reject(new DOMException(`No table named ${unknown}.`, "NotFoundError"));
      const tables = [meta(), quarantine(), ...names.map((t) => db.table(t))];
      return db.transaction("rw", tables, async () => {
        let written = 0;
        // Read inside the transaction: what another tab writes meanwhile is kept or replaced by the same rule.
        for (const table of names) {
          const { kept, added } = replacement(table, keep ? await db.table(table).toArray() : [], data[table] ?? [], keep);
          await db.table(table).clear();
          await db.table(table).bulkPut([...kept, ...added]);
          written += added.length;
        }
        const entries = setAsideReplacement(keep ? await quarantine().toArray() : [], setAside, keep);
        await quarantine().clear();
        await quarantine().bulkAdd([...entries.kept, ...entries.added].map(withoutId));
        await meta().put({ key: "seededAt", value: at });
        return written + entries.added.length;
      });
    },
    mergeAll(data, setAside) {
      const tables = [quarantine(), ...Object.keys(data).map((t) => db.table(t))];
      return db.transaction("rw", tables, async () => {
        let added = 0;
        for (const [table, records] of Object.entries(data)) {
          // Read inside the transaction: a record another tab just added is not added twice.
          const missing = missingRecords(await db.table(table).toCollection().primaryKeys(), records);
          await db.table(table).bulkAdd(missing);
          added += missing.length;
        }
        const entries = newSetAside(await quarantine().toArray(), setAside);
        await quarantine().bulkAdd(entries.map(withoutId));
        return added + entries.length;
      });
    },
    async readMeta(key) {
      return (await meta().get(key))?.value;
    },
    close() {
      db.close();
    },
  };
}
