import { isImportFailure } from "@/lib/import-failure";
import type { IndexedDBDependencies } from "./db";
import { globalIndexedDB } from "./open-engine";
import { INDEXEDDB_OPEN_TIMEOUT_MS } from "./open-timeout";

/**
 * Opening one of the store's small databases kept apart from the records (the signing keys, the
 * undo copy of a replace): IndexedDB when the browser gives it within the open timeout, else a
 * table in memory for the visit, and the answer says which. Code that could not be downloaded is
 * not refused storage: that failure is thrown, so the next call tries again.
 */

export type SideStorage = "indexeddb" | "memory";

export type SideDatabaseOptions = {
  name?: string;
  findIndexedDB?: () => IndexedDBDependencies | undefined;
  openTimeoutMs?: number;
};

export async function openSideDatabase<T extends { close(): void }>(
  what: string,
  open: (deps: IndexedDBDependencies) => Promise<T>,
  memory: () => T,
  options: SideDatabaseOptions,
): Promise<{ table: T; storage: SideStorage }> {
  const deps = (options.findIndexedDB ?? globalIndexedDB)();
  if (!deps) return { table: memory(), storage: "memory" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opening: Promise<T> | undefined;
  const tooLate = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Opening ${what} timed out.`)), options.openTimeoutMs ?? INDEXEDDB_OPEN_TIMEOUT_MS);
  });
  try {
    opening = open(deps);
    return { table: await Promise.race([opening, tooLate]), storage: "indexeddb" };
  } catch (error) {
    opening?.then(
      (table) => table.close(),
      () => undefined,
    );
    if (isImportFailure(error)) throw error;
    return { table: memory(), storage: "memory" };
  } finally {
    clearTimeout(timer);
  }
}
