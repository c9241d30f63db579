/**
 * How long the store (open-engine.ts), the signing keys' store and the <head> storage probe
 * (lib/first-paint/storage-probe-script.ts) wait for IndexedDB before giving up on it.
 */
export const INDEXEDDB_OPEN_TIMEOUT_MS = 10_000;
