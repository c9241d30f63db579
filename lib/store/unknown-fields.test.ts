import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { closeStoresAfterEach, dexieOf, track } from "./create-store-test-utils";
import { createTestStore, sampleNotes } from "./testing";
import { keepUnknownFields, withUnknownFields } from "./unknown-fields";

describe("keepUnknownFields", () => {
  const schema = z.object({
    id: z.string(),
    title: z.string(),
    note: z.optional(z.string()),
    owner: z.object({ name: z.string() }),
    steps: z.array(z.object({ label: z.string() })),
  });
  // What a newer version of the site wrote: fields this version's schema does not declare.
  const stored = {
    id: "r1",
    title: "Old",
    note: "known",
    rating: 5,
    owner: { name: "Ada", pronouns: "she/her" },
    steps: [
      { label: "a", doneBy: "Ada" },
      { label: "b", doneBy: "Ben" },
    ],
  };
  const read = schema.parse(stored);

  it("keeps top-level and nested fields the schema does not know", () => {
    const next = { ...read, title: "New" };
    const written = keepUnknownFields(stored, read, next, schema.parse(next));
    expect(written).toEqual({ ...stored, title: "New" });
  });

  it("still removes a known field the change removed, and never brings back a known field's old value", () => {
    const next: Partial<typeof read> = { ...read, owner: { name: "Grace" } };
    delete next.note;
    const written = keepUnknownFields(stored, read, next, schema.parse(next)) as Record<string, unknown>;
    expect(written).not.toHaveProperty("note");
    expect(written.owner).toEqual({ name: "Grace", pronouns: "she/her" });
    expect(written.rating).toBe(5);
  });

  it("follows list items the change kept, not items it rebuilt or added", () => {
    const [first, second] = read.steps;
    const next = { ...read, steps: [second!, { label: "c" }, { ...first!, label: "a2" }] };
    const written = keepUnknownFields(stored, read, next, schema.parse(next)) as typeof stored;
    expect(written.steps).toEqual([{ label: "b", doneBy: "Ben" }, { label: "c" }, { label: "a2" }]);
  });

  it("keeps a stored key named __proto__ as a plain field", () => {
    const hostile = JSON.parse('{"id":"r1","title":"t","owner":{"name":"x"},"steps":[],"__proto__":{"polluted":true}}') as unknown;
    const written = withUnknownFields(hostile, schema.parse(hostile)) as Record<string, unknown>;
    expect(Object.hasOwn(written, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(written)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a store written by a newer version of the site", () => {
  closeStoresAfterEach();

  /** A store whose note n1 carries fields a newer version added (written straight into IndexedDB). */
  async function storeWithNewerRecord() {
    const store = track(createTestStore());
    await store.open();
    const db = await dexieOf(store);
    await db.table("notes").put({ ...sampleNotes[0], colour: "teal", meta: { pinned: true } });
    return { store, raw: () => db.table("notes").get("n1") as Promise<Record<string, unknown>> };
  }

  it("keeps them when this version updates the record, by patch or by function", async () => {
    const { store, raw } = await storeWithNewerRecord();
    const updated = await store.collections.notes.update("n1", { title: "Renamed" });
    expect(updated).toEqual({ ...sampleNotes[0], title: "Renamed" });
    expect(await raw()).toEqual({ ...sampleNotes[0], title: "Renamed", colour: "teal", meta: { pinned: true } });
    await store.collections.notes.update("n1", (old) => ({ ...old, priceCents: 7 }));
    expect(await raw()).toMatchObject({ priceCents: 7, colour: "teal", meta: { pinned: true } });
  });

  it("keeps them through an export and an import", async () => {
    const { store, raw } = await storeWithNewerRecord();
    const backup = await store.exportAll();
    expect(backup.collections.notes?.[0]).toEqual({ ...sampleNotes[0], colour: "teal", meta: { pinned: true } });
    await store.collections.notes.remove("n1");
    await store.importAll(backup);
    expect(await raw()).toEqual({ ...sampleNotes[0], colour: "teal", meta: { pinned: true } });
  });
});
