/**
 * Helpers for tests: a tiny set of collections, a fresh fake IndexedDB per test, and a store
 * wired to both; `memoryCollections` for a test outside the store that needs real collections
 * of its own schemas; `siteTestStore` for a domain action's test (the site's collections over a
 * fake IndexedDB). Not imported by the app (the one entry besides index.ts that ESLint lets
 * tests use).
 */
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { onTestFinished } from "vitest";
import * as z from "zod/mini";
import { createStore, type CreateStoreOptions, type SampleData, type StoreDefinitions } from "./create-store";
import type { IndexedDBDependencies } from "./db";
import type { CollectionSchemas } from "./definitions";
import { collectionNames } from "./names";
import { storedFileSchema } from "./record-schemas";
import { SYSTEM_STORES, type StoreVersion } from "./versions";

export const noteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  priceCents: z.int().check(z.nonnegative()),
});

export type Note = z.infer<typeof noteSchema>;

export const testDefinitions = { notes: noteSchema, files: storedFileSchema } as const;

export const testVersions: readonly StoreVersion[] = [{ version: 1, stores: { ...SYSTEM_STORES, notes: "id", files: "id" } }];

export const sampleNotes: Note[] = [
  { id: "n1", title: "First", priceCents: 100 },
  { id: "n2", title: "Second", priceCents: 250 },
  { id: "n3", title: "Third", priceCents: 0 },
];

export function freshIndexedDB(): IndexedDBDependencies {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

let channelCount = 0;

/** A unique channel per test, so stores of different tests never hear each other. */
export function uniqueChannel(): string {
  channelCount += 1;
  return `residences-store-test-${channelCount}-${Math.random().toString(36).slice(2)}`;
}

/** `null` plays a browser without IndexedDB. */
export function createTestStore(
  deps: IndexedDBDependencies | null = freshIndexedDB(),
  overrides: Partial<CreateStoreOptions<typeof testDefinitions>> = {},
) {
  return createStore({
    definitions: testDefinitions,
    name: "test-store",
    versions: testVersions,
    loadSamples: async () => ({ notes: sampleNotes }),
    indexedDB: () => deps ?? undefined,
    channelName: uniqueChannel(),
    ...overrides,
  });
}

/**
 * Collections of the given schemas in memory (no IndexedDB), each with its own table, like the
 * app's `store.accounts`; `close` ends them.
 */
export function memoryCollections<D extends StoreDefinitions>(definitions: D, name = "memory-test") {
  const stores = Object.fromEntries(Object.keys(definitions).map((key) => [key, "id"]));
  return createStore({
    definitions,
    name,
    versions: [{ version: 1, stores: { ...SYSTEM_STORES, ...stores } }],
    loadSamples: async () => ({}),
    indexedDB: () => undefined,
    channelName: uniqueChannel(),
  });
}

/**
 * The site's own collections (every record schema, the latest database version) over a fresh fake
 * IndexedDB (`null` plays a browser without it), holding only `records`: the store a domain action's test passes in place of
 * `writableStore` (lib/store/writes.ts), as `siteTestStore().collections`. Call it inside a test:
 * it closes when the test finishes.
 */
export function siteTestStore(records: SampleData<CollectionSchemas> = {}, deps: IndexedDBDependencies | null = freshIndexedDB()) {
  const store = createStore<CollectionSchemas>({
    // The schemas load when the store opens, so the other tests of this file do not load them.
    definitions: { names: collectionNames, load: () => import("./definitions").then((module) => module.collectionSchemas) },
    name: "site-test-store",
    indexedDB: () => deps ?? undefined,
    channelName: uniqueChannel(),
    loadSamples: async () => records,
  });
  onTestFinished(() => store.close());
  return store;
}

/** A Storage like the browser's, in memory. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}
