import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, dexieOf, rejection, track } from "./create-store-test-utils";
import { createTestStore, freshIndexedDB, sampleNotes, testDefinitions } from "./testing";
import { StoreError } from "./types";

closeStoresAfterEach();

describe("validation on read", () => {
  it("quarantines a malformed record instead of returning or throwing it", async () => {
    const store = track(createTestStore());
    await store.open();
    const db = await dexieOf(store);
    await db.table("notes").put({ id: "bad", title: 1, priceCents: "DROP TABLE" });

    const statusChanges = vi.fn();
    store.subscribeStatus(statusChanges);
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
    expect(store.getStatus().quarantined).toBe(1);
    expect(statusChanges).toHaveBeenCalled();

    expect(await db.table("notes").get("bad")).toBeUndefined();
    const [entry] = await db.table("quarantine").toArray();
    expect(entry).toMatchObject({ collection: "notes", raw: { id: "bad", title: 1, priceCents: "DROP TABLE" } });
    expect(entry.reason).toContain("priceCents");
  });

  it("quarantines a malformed record read by id and reports it missing", async () => {
    const store = track(createTestStore());
    await store.open();
    await (await dexieOf(store)).table("notes").put({ id: "bad", title: "", priceCents: -1 });
    expect(await store.collections.notes.get("bad")).toBeUndefined();
    expect(await store.collections.notes.get("n2")).toEqual(sampleNotes[1]);
    expect(store.getStatus().quarantined).toBe(1);
  });

  it("counts records quarantined in an earlier visit", async () => {
    const deps = freshIndexedDB();
    const first = track(createTestStore(deps));
    await first.open();
    await (await dexieOf(first)).table("notes").put({ id: "bad" });
    await first.collections.notes.list();
    first.close();
    const second = track(createTestStore(deps));
    expect((await second.open()).quarantined).toBe(1);
  });
});

describe("lazy schemas", () => {
  it("loads the schemas with the first read, once, and works as with eager ones", async () => {
    const load = vi.fn(async () => testDefinitions);
    const store = track(createTestStore(freshIndexedDB(), { definitions: { names: ["notes", "files"], load } }));
    expect(load).not.toHaveBeenCalled();
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
    await store.collections.notes.create({ id: "n9", title: "Lazy", priceCents: 5 });
    expect((await rejection(store.collections.notes.create({ id: "n8", title: "", priceCents: 1 }))).kind).toBe("invalid");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after the schemas failed to load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(testDefinitions);
    const store = track(createTestStore(freshIndexedDB(), { definitions: { names: ["notes", "files"], load } }));
    await expect(store.collections.notes.list()).rejects.toBeInstanceOf(StoreError);
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
  });
});
