import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { Backup } from "./backup-format";
import { closeStoresAfterEach, dexieOf, track } from "./create-store-test-utils";
import { createTestStore, sampleNotes } from "./testing";
import type { RecordFilter } from "./types";

closeStoresAfterEach();

/*
 * A record filter (types.ts) limits an export, a reset and a replace to the records it covers;
 * the store does not know why. Here it plays "Ana signed in": Ben's notes are outside it.
 */
const ana: RecordFilter = (_collection, record) => (record as { ownerId?: unknown }).ownerId !== "ben";

const note = (id: string, ownerId?: string) => ({ id, title: `Note ${id}`, priceCents: 1, ...(ownerId ? { ownerId } : {}) });

/** A store (IndexedDB, or memory with `null`) holding the samples, a note of each person and one of Ben's set aside. */
async function sharedStore(deps?: null) {
  const store = track(deps === null ? createTestStore(null) : createTestStore());
  await store.open();
  const backup = await store.exportAll();
  backup.collections.notes = [note("ana-1", "ana"), note("ben-1", "ben"), note("anyone-1")];
  backup.setAside = [
    { collection: "notes", reason: "title: too short", at: "2026-11-20T10:00:00.000Z", record: { id: "ben-bad", ownerId: "ben" } },
    { collection: "notes", reason: "title: too short", at: "2026-11-20T10:00:00.000Z", record: { id: "ana-bad", ownerId: "ana" } },
  ];
  await (await store.prepareImport(backup)).apply("merge");
  return store;
}

const ids = async (store: Awaited<ReturnType<typeof sharedStore>>) => (await store.collections.notes.list()).map((record) => record.id);
const setAsideIds = async (store: Awaited<ReturnType<typeof sharedStore>>) =>
  (await store.readSetAside()).map((entry) => (entry.record as { id: string }).id).sort();

describe.each([
  ["IndexedDB", undefined],
  ["memory", null],
] as const)("a record filter (%s)", (_engine, deps) => {
  it("exports only the records and set-aside records it covers", async () => {
    const store = await sharedStore(deps);
    const backup = await store.exportAll(ana);
    expect(backup.collections.notes?.map((record) => (record as { id: string }).id)).toEqual(["ana-1", "anyone-1", "n1", "n2", "n3"]);
    expect(backup.setAside?.map((entry) => (entry.record as { id: string }).id)).toEqual(["ana-bad"]);
    expect(JSON.parse(await store.exportText(ana))).toEqual({ ...backup, exportedAt: expect.any(String) });
    expect((await store.readSetAside(ana)).map((entry) => entry.collection)).toEqual(["notes"]);
    expect((await store.exportAll()).collections.notes).toHaveLength(6);
  });

  it("resets only what it covers: the samples come back, what is outside it stays", async () => {
    const store = await sharedStore(deps);
    await store.collections.notes.update("n1", { title: "Changed" });
    await store.reset(ana);
    expect(await ids(store)).toEqual(["ben-1", "n1", "n2", "n3"]);
    expect((await store.collections.notes.get("n1"))?.title).toBe(sampleNotes[0]?.title);
    expect(await setAsideIds(store)).toEqual(["ben-bad"]);
    expect(store.getStatus().quarantined).toBe(1);
  });

  it("replaces only what it covers, counting here only what it covers", async () => {
    const store = await sharedStore(deps);
    const file: Backup = { ...(await store.exportAll(ana)), setAside: [] };
    file.collections.notes = [note("from-file", "ana"), note("n2")];
    const plan = await store.prepareImport(file, ana);
    expect(plan.preview.collections.find((count) => count.collection === "notes")).toEqual({
      collection: "notes",
      inBrowser: 5,
      inFile: 2,
      missingHere: 1,
    });
    expect(plan.preview.setAside).toEqual({ inBrowser: 1, inFile: 0, missingHere: 0 });
    expect(plan.preview.blocked).toBeUndefined();
    expect(await plan.apply("replace")).toEqual({ mode: "replace", written: 2 });
    expect(await ids(store)).toEqual(["ben-1", "from-file", "n2"]);
    expect(await setAsideIds(store)).toEqual(["ben-bad"]);
  });

  it("leaves out a record of the file whose id a record outside it holds, and says how many", async () => {
    const store = await sharedStore(deps);
    const file = await store.exportAll(ana);
    file.collections.notes = [{ ...note("ben-1", "ana"), title: "Not Ben's" }, note("new-1")];
    const plan = await store.prepareImport(file, ana);
    expect(plan.preview.blocked).toBe(1);
    expect(await plan.apply("replace")).toEqual({ mode: "replace", written: 2, leftOut: 1 });
    expect(await store.collections.notes.get("ben-1")).toEqual({ id: "ben-1", title: "Note ben-1", priceCents: 1 });
    expect(await ids(store)).toEqual(["ben-1", "new-1"]);
  });
});

describe("a record filter and the database", () => {
  it("keeps the records outside it exactly as stored, unknown fields included", async () => {
    const store = await sharedStore();
    await store.reset(ana);
    const stored = await (await dexieOf(store)).table("notes").get("ben-1");
    expect(stored).toEqual(note("ben-1", "ben"));
  });

  it("without a filter, a reset and a replace still cover everything", async () => {
    const store = await sharedStore();
    const file = await store.exportAll(ana);
    await (await store.prepareImport(file)).apply("replace");
    expect(await ids(store)).not.toContain("ben-1");
    await store.reset();
    expect(await ids(store)).toEqual(["n1", "n2", "n3"]);
    expect(await store.readSetAside()).toEqual([]);
  });
});
