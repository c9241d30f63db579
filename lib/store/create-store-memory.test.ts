import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, rejection, track, type TestStore } from "./create-store-test-utils";
import { createTestStore, freshIndexedDB, sampleNotes } from "./testing";
import { STORE_ERROR_MESSAGES } from "./types";

closeStoresAfterEach();

describe("when IndexedDB is unavailable", () => {
  async function exerciseMemoryStore(store: TestStore): Promise<void> {
    const status = await store.open();
    expect(status.persistence).toBe("memory");
    expect(status.lastError).toBe(STORE_ERROR_MESSAGES.unavailable);

    const notes = store.collections.notes;
    const listener = vi.fn();
    notes.subscribe(listener);
    expect(await notes.list()).toEqual(sampleNotes);
    await notes.create({ id: "n9", title: "Kept in memory", priceCents: 1 });
    await notes.update("n9", { title: "Still here" });
    await notes.remove("n1");
    expect(listener).toHaveBeenCalledTimes(3);
    expect((await notes.list()).map((note) => note.id)).toEqual(["n2", "n3", "n9"]);
    expect((await rejection(notes.create({ id: "n2", title: "Dup", priceCents: 1 }))).kind).toBe("conflict");
    expect((await rejection(notes.create({ id: "n8", title: "", priceCents: 1 }))).kind).toBe("invalid");
    expect((await notes.create((ids) => ({ id: `n${ids.length + 7}`, title: "Built", priceCents: 1 }))).id).toBe("n10");
    expect((await rejection(notes.create(() => ({ id: "n2", title: "Dup", priceCents: 1 })))).kind).toBe("conflict");
    await notes.remove("n10");

    await store.reset();
    expect(await notes.list()).toEqual(sampleNotes);
    const backup = await store.exportAll();
    await store.importAll(backup);
    expect(await notes.list()).toEqual(sampleNotes);
  }

  it("runs the same API in memory when indexedDB is undefined", async () => {
    await exerciseMemoryStore(track(createTestStore(null)));
  });

  it("runs in memory when opening the database throws a SecurityError", async () => {
    const blocked = {
      ...freshIndexedDB(),
      indexedDB: {
        open() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      } as unknown as IDBFactory,
    };
    await exerciseMemoryStore(track(createTestStore(blocked)));
  });

  it("runs in memory when the open request fails", async () => {
    // What Firefox's private mode did: the request fires "error" with an InvalidStateError.
    const failing = {
      ...freshIndexedDB(),
      indexedDB: {
        open() {
          const request: { error: DOMException; onerror?: (event: unknown) => void } = {
            error: new DOMException("A mutation operation was attempted on a database that did not allow mutations.", "InvalidStateError"),
          };
          setTimeout(() => request.onerror?.({ target: request, preventDefault() {}, stopPropagation() {} }), 0);
          return request;
        },
      } as unknown as IDBFactory,
    };
    const store = track(createTestStore(failing, { openTimeoutMs: 2_000 }));
    const status = await store.open();
    expect(status.persistence).toBe("memory");
    expect(status.lastError).toBe(STORE_ERROR_MESSAGES.unavailable);
  });

  it("runs in memory when the browser never answers the open request", async () => {
    const silent = {
      ...freshIndexedDB(),
      indexedDB: { open: () => ({}) } as unknown as IDBFactory,
    };
    const store = track(createTestStore(silent, { openTimeoutMs: 50 }));
    expect((await store.open()).persistence).toBe("memory");
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
  });
});
