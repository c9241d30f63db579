/**
 * Asking the browser to keep the site's data under storage pressure (navigator.storage.persist()),
 * once a page has saved its first record, and what the browser answers, for /account:
 * "persistent", "best-effort" (may be cleared under storage pressure), "unsupported", or
 * "checking" until the browser has said.
 */
export type StoragePersistence = "checking" | "persistent" | "best-effort" | "unsupported";

let persistence: StoragePersistence = "checking";
let reading: Promise<void> | undefined;
let asked = false;
const listeners = new Set<() => void>();

function settle(next: StoragePersistence): void {
  if (next === persistence) return;
  persistence = next;
  for (const listener of [...listeners]) listener();
}

function storageManager(): Pick<StorageManager, "persist" | "persisted"> | undefined {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  return typeof storage?.persist === "function" && typeof storage.persisted === "function" ? storage : undefined;
}

async function readPersistence(): Promise<StoragePersistence> {
  const storage = storageManager();
  if (!storage) return "unsupported";
  return (await storage.persisted()) ? "persistent" : "best-effort";
}

export function getStoragePersistence(): StoragePersistence {
  return persistence;
}

export function subscribeStoragePersistence(listener: () => void): () => void {
  listeners.add(listener);
  reading ??= readPersistence().then(settle, () => settle("unsupported"));
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Asks once per page, after a record is saved in IndexedDB (site-store.ts), and only if the data
 * is not persistent already. Some browsers answer from their own rules, Firefox asks the person.
 */
export async function requestPersistentStorage(): Promise<void> {
  if (asked) return;
  asked = true;
  try {
    const current = await readPersistence();
    settle(current === "best-effort" && (await storageManager()?.persist()) ? "persistent" : current);
  } catch {
    // The browser would not answer: /account keeps showing what it last said.
  }
}
