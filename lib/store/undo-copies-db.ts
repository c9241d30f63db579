import Dexie from "dexie";
import type { IndexedDBDependencies } from "./db";
import type { UndoCopyTable } from "./undo-copy-table";

/** The undo copies' own small database (undo-copies.ts), loaded with import() on first use. One table, keyed by owner. */
export async function openUndoCopyTable(name: string, deps: IndexedDBDependencies): Promise<UndoCopyTable> {
  const db = new Dexie(name, { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange });
  db.version(1).stores({ copies: "owner" });
  await db.open();
  const copies = db.table<unknown, string>("copies");
  return {
    get: (owner) => copies.get(owner),
    put: async (copy) => void (await copies.put(copy)),
    remove: (owner) => copies.delete(owner),
    close: () => db.close(),
  };
}
