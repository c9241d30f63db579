import Dexie from "dexie";
import type { IndexedDBDependencies } from "./db";
import type { SigningKeyTable } from "./signing-key-table";

/**
 * The signing keys' own small database (signing-keys.ts), loaded with import() on first use like
 * the store's db.ts. One table, `keys`, keyed by account id; values are stored as they are
 * (structured clone keeps a CryptoKey, even a non-extractable one, without exporting it).
 */
export async function openSigningKeyTable(name: string, deps: IndexedDBDependencies): Promise<SigningKeyTable> {
  const db = new Dexie(name, { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange });
  db.version(1).stores({ keys: "accountId" });
  await db.open();
  const keys = db.table<unknown, string>("keys");
  return {
    get: (accountId) => keys.get(accountId),
    keepOrPut: (accountId, fresh, usable) =>
      db.transaction("rw", keys, async () => {
        // Read again inside the write: another tab may have made this account's key meanwhile.
        const now: unknown = await keys.get(accountId);
        if (now !== undefined && usable(now)) return now;
        await keys.put(fresh);
        return fresh;
      }),
    remove: (accountId) => keys.delete(accountId),
    close: () => db.close(),
  };
}
