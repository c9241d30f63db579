import type { IndexedDBDependencies } from "./db";
import type { Engine } from "./engine";
import { STORE_ERROR_MESSAGES, type StoreStatus } from "./types";
import type { StoreVersion } from "./versions";
import { retryImport } from "@/lib/retry-import";
import { INDEXEDDB_OPEN_TIMEOUT_MS } from "./open-timeout";

/** Opening IndexedDB, and what to tell the person when it cannot be opened. */

export const VERSION_CHANGE_MESSAGE = "The site was updated in another tab. Reload this page to keep saving your changes.";
const OLDER_PAGE_MESSAGE = "This page is older than your saved data. Reload the page to keep saving your changes.";
const UPGRADE_FAILED_MESSAGE =
  "The site could not update your saved data. Your data is safe; reload the page to try again. Changes made now won't be kept.";

export function globalIndexedDB(): IndexedDBDependencies | undefined {
  try {
    // Reading `indexedDB` itself throws a SecurityError in some locked-down browsers.
    const factory = globalThis.indexedDB;
    const keyRange = globalThis.IDBKeyRange;
    return factory && keyRange ? { indexedDB: factory, IDBKeyRange: keyRange } : undefined;
  } catch {
    return undefined;
  }
}

function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === "string") names.push(name);
    current = inner;
  }
  return names;
}

export function openFailureStatus(error: unknown): Pick<StoreStatus, "lastError" | "reloadRequired"> {
  const names = errorNames(error);
  if (names.includes("VersionError")) return { lastError: OLDER_PAGE_MESSAGE, reloadRequired: true };
  if (names.includes("UpgradeError")) return { lastError: UPGRADE_FAILED_MESSAGE, reloadRequired: true };
  return { lastError: STORE_ERROR_MESSAGES.unavailable };
}

class OpenTimeout extends Error {
  override name = "TimeoutError";
}

export interface OpenIndexedDBOptions {
  name: string;
  versions: readonly StoreVersion[];
  deps: IndexedDBDependencies;
  timeoutMs?: number;
  onVersionChange: () => void;
}

/**
 * Loads Dexie (only now, with `import()`) and opens the database, running any migrations.
 * A browser that never answers (seen in Safari) counts as a failure after `timeoutMs`.
 */
export async function openIndexedDBEngine(options: OpenIndexedDBOptions): Promise<Engine> {
  const { openDexieEngine } = await retryImport(() => import("./db"));
  const pending = openDexieEngine(options);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OpenTimeout("Opening IndexedDB timed out.")), options.timeoutMs ?? INDEXEDDB_OPEN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pending, timeout]);
  } catch (error) {
    // Too late is as good as never: close a connection that opens after we gave up.
    if (error instanceof OpenTimeout)
      pending.then(
        (engine) => engine.close(),
        () => undefined,
      );
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
