import "fake-indexeddb/auto";
import Dexie from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DexieEngine } from "./db";
import { createTestStore, freshIndexedDB, sampleNotes, testDefinitions, type Note } from "./testing";
import { STORE_ERROR_MESSAGES, StoreError } from "./types";

type TestStore = ReturnType<typeof createTestStore>;

const stores: TestStore[] = [];

function track(store: TestStore): TestStore {
  stores.push(store);
  return store;
}

async function dexieOf(store: TestStore): Promise<Dexie> {
  return ((await store.engine()) as DexieEngine).db;
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  while (stores.length > 0) stores.pop()?.close();
  vi.restoreAllMocks();
});

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

describe("quota and write failures", () => {
  it("maps a QuotaExceededError from put to StoreError quota with the message", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    vi.spyOn(db.table("notes"), "put").mockRejectedValue(new DOMException("The quota has been exceeded.", "QuotaExceededError"));

    const error = await rejection(store.collections.notes.create({ id: "n9", title: "Big", priceCents: 1 }));
    expect(error.kind).toBe("quota");
    expect(error.message).toBe(
      "Your browser storage is full. Export a backup from My activity or delete old drafts, then try again. Nothing you typed has been lost.",
    );
    expect(store.getStatus().lastError).toBe(STORE_ERROR_MESSAGES.quota);
    expect(await store.collections.notes.get("n9")).toBeUndefined();
  });

  it("finds the quota error inside Dexie's AbortError", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    const inner = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(db.table("notes"), "put").mockRejectedValue(new Dexie.AbortError("Transaction aborted", inner));
    const error = await rejection(store.collections.notes.update("n1", { title: "Longer" }));
    expect(error.kind).toBe("quota");
    expect(await store.collections.notes.get("n1")).toEqual(sampleNotes[0]);
  });

  it("clears the banner once a later write succeeds", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    const put = vi.spyOn(db.table("notes"), "put");
    put.mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    await rejection(store.collections.notes.update("n1", { title: "x" }));
    expect(store.getStatus().lastError).toBeDefined();
    await store.collections.notes.update("n1", { title: "y" });
    expect(store.getStatus().lastError).toBeUndefined();
  });

  it("maps any other failure to unavailable", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    vi.spyOn(db.table("notes"), "delete").mockRejectedValue(new Dexie.DatabaseClosedError("closed"));
    const error = await rejection(store.collections.notes.remove("n1"));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(STORE_ERROR_MESSAGES.unavailable);
  });
});

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
