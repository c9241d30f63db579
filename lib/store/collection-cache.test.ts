import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CollectionCache, collectionCache, LOADING_STATE, type CollectionState } from "./collection-cache";
import { createTestStore, sampleNotes, type Note } from "./testing";
import { StoreError, type Collection } from "./types";

const cleanups: (() => void)[] = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** Resolves with the first snapshot that passes `check`. */
function waitFor<T extends Note>(cache: CollectionCache<T>, check: (state: CollectionState<T>) => boolean) {
  return new Promise<CollectionState<T>>((resolve) => {
    if (check(cache.getSnapshot())) return resolve(cache.getSnapshot());
    const stop = cache.subscribe(() => {
      if (check(cache.getSnapshot())) {
        stop();
        resolve(cache.getSnapshot());
      }
    });
  });
}

describe("the collection cache behind useCollection", () => {
  it("starts loading, becomes ready with the records, and re-reads after writes", async () => {
    const store = createTestStore();
    cleanups.push(() => store.close());
    const cache = collectionCache(store.collections.notes);
    expect(collectionCache(store.collections.notes)).toBe(cache);
    expect(cache.getSnapshot()).toBe(LOADING_STATE);

    cleanups.push(cache.subscribe(() => undefined));
    const ready = await waitFor(cache, (state) => state.status === "ready");
    expect(ready.data).toEqual(sampleNotes);
    expect(cache.getSnapshot()).toBe(ready);

    await store.collections.notes.create({ id: "n4", title: "Fourth", priceCents: 1 });
    await store.collections.notes.create({ id: "n5", title: "Fifth", priceCents: 1 });
    const updated = await waitFor(cache, (state) => state.data.length === 5);
    expect(updated.data.map((note) => note.id)).toEqual(["n1", "n2", "n3", "n4", "n5"]);
  });

  it("keeps the last good data and reports the error when a read fails", async () => {
    let fail = false;
    let notify: () => void = () => undefined;
    const collection: Collection<Note> = {
      name: "notes",
      list: vi.fn(async () => {
        if (fail) throw new StoreError("unavailable");
        return sampleNotes;
      }),
      get: vi.fn(),
      create: vi.fn(),
      update: vi.fn(),
      remove: vi.fn(),
      subscribe(listener) {
        notify = listener;
        return () => undefined;
      },
    };
    const cache = new CollectionCache(collection);
    cleanups.push(cache.subscribe(() => undefined));
    await waitFor(cache, (state) => state.status === "ready");

    fail = true;
    notify();
    const failed = await waitFor(cache, (state) => state.error !== undefined);
    expect(failed).toEqual({ status: "ready", data: sampleNotes, error: new StoreError("unavailable").message });
  });
});
