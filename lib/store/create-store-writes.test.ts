import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, rejection, track } from "./create-store-test-utils";
import { createTestStore, freshIndexedDB, sampleNotes, type Note } from "./testing";
import { StoreError } from "./types";

closeStoresAfterEach();

describe("writes", () => {
  it("creates, updates with a patch or a function, and removes", async () => {
    const store = track(createTestStore());
    const notes = store.collections.notes;
    const created = await notes.create({ id: "n9", title: "New", priceCents: 5 });
    expect(created).toEqual({ id: "n9", title: "New", priceCents: 5 });
    expect(await notes.update("n9", { title: "Renamed" })).toEqual({ id: "n9", title: "Renamed", priceCents: 5 });
    expect(await notes.update("n9", (old) => ({ ...old, priceCents: old.priceCents + 1 }))).toMatchObject({
      priceCents: 6,
    });
    await notes.remove("n9");
    expect(await notes.get("n9")).toBeUndefined();
    await expect(notes.remove("n9")).resolves.toBeUndefined();
  });

  it("validates before writing: an invalid record is refused and nothing is stored", async () => {
    const store = track(createTestStore());
    const error = await rejection(store.collections.notes.create({ id: "n9", title: "", priceCents: 1.5 }));
    expect(error.kind).toBe("invalid");
    expect(error.issues.join(" ")).toMatch(/title/);
    expect(await store.collections.notes.get("n9")).toBeUndefined();

    const updateError = await rejection(store.collections.notes.update("n1", { priceCents: -5 }));
    expect(updateError.kind).toBe("invalid");
    expect(await store.collections.notes.get("n1")).toEqual(sampleNotes[0]);
  });

  it("reports a taken id as a conflict and a missing one as not found", async () => {
    const store = track(createTestStore());
    expect((await rejection(store.collections.notes.create({ id: "n1", title: "Dup", priceCents: 1 }))).kind).toBe("conflict");
    expect((await rejection(store.collections.notes.update("nope", { title: "x" }))).kind).toBe("not-found");
  });

  it("never lets an update change the id", async () => {
    const store = track(createTestStore());
    const error = await rejection(store.collections.notes.update("n1", (old) => ({ ...old, id: "other" })));
    expect(error.kind).toBe("invalid");
    expect(await store.collections.notes.get("other")).toBeUndefined();
  });

  it("lets an updater cancel with a StoreError, writing nothing", async () => {
    const store = track(createTestStore());
    const error = await rejection(
      store.collections.notes.update("n1", (): Note => {
        throw new StoreError("conflict");
      }),
    );
    expect(error.kind).toBe("conflict");
    expect(await store.collections.notes.get("n1")).toEqual(sampleNotes[0]);
  });

  it("applies a once-only change exactly once when two tabs try it at the same moment", async () => {
    const deps = freshIndexedDB();
    const tabA = track(createTestStore(deps));
    const tabB = track(createTestStore(deps));
    await Promise.all([tabA.open(), tabB.open()]);
    const sign = (old: Note): Note => {
      if (old.title.startsWith("Signed")) throw new StoreError("conflict", "Already signed.");
      return { ...old, title: `Signed ${old.title}` };
    };
    const results = await Promise.allSettled([tabA.collections.notes.update("n1", sign), tabB.collections.notes.update("n1", sign)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [rejected] = results.filter((result) => result.status === "rejected");
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ kind: "conflict" });
    expect((await tabA.collections.notes.get("n1"))?.title).toBe("Signed First");
  });

  it("creates from the stored ids inside the write, so two tabs never take the same next id", async () => {
    const deps = freshIndexedDB();
    const tabA = track(createTestStore(deps));
    const tabB = track(createTestStore(deps));
    await Promise.all([tabA.open(), tabB.open()]);
    const next =
      (title: string) =>
      (ids: readonly string[]): Note => ({ id: `n${ids.length + 1}`, title, priceCents: 1 });
    const [a, b] = await Promise.all([tabA.collections.notes.create(next("From A")), tabB.collections.notes.create(next("From B"))]);
    expect(new Set([a.id, b.id])).toEqual(new Set(["n4", "n5"]));
    expect((await tabA.collections.notes.list()).map((note) => note.id)).toEqual(["n1", "n2", "n3", "n4", "n5"]);
  });

  it("refuses a built record whose id is taken or that fails its schema", async () => {
    const store = track(createTestStore());
    expect((await rejection(store.collections.notes.create(() => ({ id: "n1", title: "Dup", priceCents: 1 })))).kind).toBe("conflict");
    expect((await rejection(store.collections.notes.create(() => ({ id: "n7", title: "", priceCents: 1 })))).kind).toBe("invalid");
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
  });

  it("hands out copies: changing a returned record changes nothing stored", async () => {
    const store = track(createTestStore());
    const [first] = await store.collections.notes.list();
    if (!first) throw new Error("expected a note");
    first.title = "Mutated";
    expect((await store.collections.notes.get("n1"))?.title).toBe("First");
  });
});

describe("subscribe", () => {
  it("fires after each write to its collection, and not after an unsubscribe", async () => {
    const store = track(createTestStore());
    const notesListener = vi.fn();
    const filesListener = vi.fn();
    const stop = store.collections.notes.subscribe(notesListener);
    store.collections.files.subscribe(filesListener);

    await store.collections.notes.create({ id: "n9", title: "New", priceCents: 1 });
    await store.collections.notes.update("n9", { title: "Newer" });
    await store.collections.notes.remove("n9");
    expect(notesListener).toHaveBeenCalledTimes(3);
    expect(filesListener).not.toHaveBeenCalled();

    await rejection(store.collections.notes.create({ id: "n9", title: "", priceCents: 1 }));
    expect(notesListener).toHaveBeenCalledTimes(3);

    stop();
    await store.collections.notes.create({ id: "n8", title: "Quiet", priceCents: 1 });
    expect(notesListener).toHaveBeenCalledTimes(3);
  });
});
