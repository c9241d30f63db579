import type { StoreError, StoreStatus } from "./types";

export interface StatusKeeper {
  get(): StoreStatus;
  set(next: StoreStatus): void;
  subscribe(listener: () => void): () => void;
  /** A problem that lasts (memory mode, reload needed): a failed write shows over it until a write succeeds. */
  setLasting(next: StoreStatus): void;
  /** A write failed for a storage reason (quota, unavailable). */
  writeFailed(error: StoreError): void;
  /** A write went through: the earlier quota/unavailable banner no longer applies. */
  writeSucceeded(): void;
}

function withLastError(next: StoreStatus, lastError: string | undefined): StoreStatus {
  const result = { ...next, lastError };
  if (lastError === undefined) delete result.lastError;
  return result;
}

/** The store's status (persistence, quarantined count, the message to show) and its listeners. */
export function createStatusKeeper(): StatusKeeper {
  const listeners = new Set<() => void>();
  let status: StoreStatus = { persistence: "indexeddb", quarantined: 0 };
  let lastingError: string | undefined;
  let writeFailing = false;

  function set(next: StoreStatus): void {
    status = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    get: () => status,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setLasting(next) {
      lastingError = next.lastError;
      set(next);
    },
    writeFailed(error) {
      writeFailing = true;
      set({ ...status, lastError: error.message });
    },
    writeSucceeded() {
      if (!writeFailing) return;
      writeFailing = false;
      set(withLastError(status, lastingError));
    },
  };
}
