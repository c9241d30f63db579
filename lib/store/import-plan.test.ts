import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, dexieOf, track } from "./create-store-test-utils";
import { createTestStore, sampleNotes } from "./testing";

closeStoresAfterEach();

async function openStore() {
  const store = track(createTestStore());
  await store.open();
  return store;
}

/** Writes a value straight into a table, as a bug or another version might have left it. */
async function putRaw(store: ReturnType<typeof createTestStore>, table: string, value: unknown) {
  const db = await dexieOf(store);
  await db.table(table).put(value);
}

const note = (id: string, title = `Note ${id}`) => ({ id, title, priceCents: 1 });

describe("an import in two steps", () => {
  it("shows per collection what is here, what is in the file and what a merge adds, changing nothing", async () => {
    const source = await openStore();
    await source.collections.notes.create(note("n9"));
    const backup = await source.exportAll();

    const target = await openStore();
    await target.collections.notes.remove("n3");
    const plan = await target.prepareImport(JSON.stringify(backup));
    expect(plan.preview).toEqual({
      schemaVersion: 1,
      exportedAt: backup.exportedAt,
      collections: [
        { collection: "notes", inBrowser: 2, inFile: 4, missingHere: 2 },
        { collection: "files", inBrowser: 0, inFile: 0, missingHere: 0 },
      ],
      setAside: { inBrowser: 0, inFile: 0, missingHere: 0 },
    });
    expect((await target.collections.notes.list()).map((record) => record.id)).toEqual(["n1", "n2"]);
  });

  it("merges: adds the records missing here and leaves the ones here as they are", async () => {
    const source = await openStore();
    await source.collections.notes.update("n1", { title: "Changed in the file" });
    await source.collections.notes.create(note("n9"));
    const backup = await source.exportAll();

    const target = await openStore();
    await target.collections.notes.create(note("n8", "Only here"));
    const listener = vi.fn();
    target.collections.notes.subscribe(listener);
    const result = await (await target.prepareImport(backup)).apply("merge");
    expect(result).toEqual({ mode: "merge", written: 1 });
    const notes = await target.collections.notes.list();
    expect(notes.map((record) => record.id)).toEqual(["n1", "n2", "n3", "n8", "n9"]);
    expect(notes[0]).toEqual(sampleNotes[0]);
    expect(listener).toHaveBeenCalled();
  });

  it("replaces: the browser then holds exactly the file, set-aside records included", async () => {
    const source = await openStore();
    await source.collections.notes.remove("n2");
    await putRaw(source, "notes", { id: "bad", title: "", priceCents: -1 });
    await source.collections.notes.list();
    const backup = await source.exportAll();

    const target = await openStore();
    await target.collections.notes.create(note("n8", "Only here"));
    const result = await (await target.prepareImport(backup)).apply("replace");
    expect(result).toEqual({ mode: "replace", written: 3 });
    expect((await target.collections.notes.list()).map((record) => record.id)).toEqual(["n1", "n3"]);
    expect(target.getStatus().quarantined).toBe(1);
    expect(await target.readSetAside()).toEqual(backup.setAside);
  });
});

describe("records set aside as unreadable", () => {
  it("are counted, listed for a download, and carried by backups", async () => {
    const store = await openStore();
    await putRaw(store, "notes", { id: "n7", title: "Corrupt", priceCents: "DROP TABLE", blob: new Blob(["hi"]) });
    const setAside = await store.readSetAside();
    expect(setAside).toEqual([
      {
        collection: "notes",
        reason: expect.stringMatching(/^priceCents: /),
        at: expect.any(String),
        record: { id: "n7", title: "Corrupt", priceCents: "DROP TABLE", blob: { $blob: "aGk=", type: "" } },
      },
    ]);
    expect(store.getStatus().quarantined).toBe(1);
    expect((await store.exportAll()).setAside).toEqual(setAside);
  });

  it("are merged once: importing the same backup twice does not repeat them", async () => {
    const store = await openStore();
    await putRaw(store, "notes", { id: "n7", title: "" });
    const backup = await store.exportAll();
    const other = await openStore();
    expect((await (await other.prepareImport(backup)).apply("merge")).written).toBe(1);
    const again = await other.prepareImport(backup);
    expect(again.preview.setAside).toEqual({ inBrowser: 1, inFile: 1, missingHere: 0 });
    expect((await again.apply("merge")).written).toBe(0);
    expect(await other.readSetAside()).toHaveLength(1);
  });

  it("are cleared by a reset, with everything else", async () => {
    const store = await openStore();
    await putRaw(store, "notes", { id: "n7", title: "" });
    expect(await store.readSetAside()).toHaveLength(1);
    await store.reset();
    expect(store.getStatus().quarantined).toBe(0);
    expect(await store.readSetAside()).toEqual([]);
  });
});
