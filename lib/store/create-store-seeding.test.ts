import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, dexieOf, track } from "./create-store-test-utils";
import { createTestStore, freshIndexedDB, sampleNotes } from "./testing";

closeStoresAfterEach();

describe("seeding", () => {
  it("writes the samples on first use, so the counts equal the samples", async () => {
    const store = track(createTestStore());
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
    expect(await store.collections.files.list()).toEqual([]);
    expect(store.getStatus()).toEqual({ persistence: "indexeddb", quarantined: 0 });
    const engine = await store.engine();
    expect(await engine.readMeta("schemaVersion")).toBe(1);
    expect(typeof (await engine.readMeta("seededAt"))).toBe("string");
  });

  it("leaves out a sample that fails its schema instead of quarantining it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const store = track(
      createTestStore(freshIndexedDB(), { loadSamples: async () => ({ notes: [...sampleNotes, { id: "n4", title: "" }] }) }),
    );
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
    expect(store.getStatus().quarantined).toBe(0);
    expect(error).toHaveBeenCalled();
  });

  it("seeds once: a deleted sample stays deleted when the site is opened again", async () => {
    const deps = freshIndexedDB();
    const first = track(createTestStore(deps));
    await first.collections.notes.remove("n1");
    first.close();
    const second = track(createTestStore(deps));
    expect((await second.collections.notes.list()).map((note) => note.id)).toEqual(["n2", "n3"]);
  });
});

describe("reset", () => {
  it("empties every collection and the quarantine, then writes the samples again", async () => {
    const store = track(createTestStore());
    await store.collections.notes.create({ id: "n9", title: "Mine", priceCents: 1 });
    await store.collections.notes.update("n1", { title: "Changed" });
    await store.collections.files.create({
      id: "f1",
      name: "plan.pdf",
      type: "application/pdf",
      size: 3,
      blob: new Blob(["abc"]),
      createdAt: "2026-11-15T12:00:00.000Z",
    });
    await (await dexieOf(store)).table("notes").put({ id: "bad" });
    await store.collections.notes.list();
    expect(store.getStatus().quarantined).toBe(1);

    const listener = vi.fn();
    store.collections.files.subscribe(listener);
    await store.reset();
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
    expect(await store.collections.files.list()).toEqual([]);
    expect(store.getStatus().quarantined).toBe(0);
    expect(listener).toHaveBeenCalled();
  });
});
