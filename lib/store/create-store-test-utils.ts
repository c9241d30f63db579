// Helpers for the createStore tests (create-store-*.test.ts): stores closed after each test, the
// Dexie database under a store, and the StoreError a promise rejects with.
import type Dexie from "dexie";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { DexieEngine } from "./db";
import type { createTestStore } from "./testing";
import { StoreError } from "./types";

export type TestStore = ReturnType<typeof createTestStore>;

const stores: TestStore[] = [];

/** Keeps `store` to close it after the test. */
export function track(store: TestStore): TestStore {
  stores.push(store);
  return store;
}

export async function dexieOf(store: TestStore): Promise<Dexie> {
  return ((await store.engine()) as DexieEngine).db;
}

export async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

/** Call at the top of each test file: console.warn is silenced, and the tracked stores are closed after each test. */
export function closeStoresAfterEach(): void {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  afterEach(() => {
    while (stores.length > 0) stores.pop()?.close();
    vi.restoreAllMocks();
  });
}
