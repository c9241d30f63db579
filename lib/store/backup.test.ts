import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKUP_FORMAT, decodeBlobs, encodeBlobs, NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE, type Backup } from "./backup";
import { INCOMPLETE_BACKUP_MESSAGE } from "./backup-format";
import type { StoredFile } from "./record-schemas";
import { createTestStore, sampleNotes } from "./testing";
import { StoreError } from "./types";

const stores: ReturnType<typeof createTestStore>[] = [];

function newStore() {
  const store = createTestStore();
  stores.push(store);
  return store;
}

const NOW = new Date("2026-11-15T12:00:00.000Z");

beforeEach(() => {
  // Only Date is faked: fake-indexeddb schedules its work on real timers.
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  while (stores.length > 0) stores.pop()?.close();
  vi.useRealTimers();
});

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80]);

async function storeWithData() {
  const store = newStore();
  await store.collections.notes.create({ id: "n9", title: "Mine — with ümlauts", priceCents: 42 });
  await store.collections.notes.remove("n2");
  await store.collections.files.create({
    id: "f1",
    name: "licence.pdf",
    type: "application/pdf",
    size: pdfBytes.length,
    blob: new Blob([pdfBytes], { type: "application/pdf" }),
    createdAt: NOW.toISOString(),
  });
  return store;
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe("export", () => {
  it("writes JSON with the schema version and attachments base64-encoded", async () => {
    const store = await storeWithData();
    const backup = await store.exportAll();
    expect(backup).toMatchObject({
      format: "residences-marketplace-backup",
      schemaVersion: 1,
      exportedAt: NOW.toISOString(),
    });
    expect(backup.collections.notes).toHaveLength(3);
    expect(backup.collections.files).toEqual([
      {
        id: "f1",
        name: "licence.pdf",
        type: "application/pdf",
        size: pdfBytes.length,
        blob: { $blob: Buffer.from(pdfBytes).toString("base64"), type: "application/pdf" },
        createdAt: NOW.toISOString(),
      },
    ]);
    expect(JSON.parse(JSON.stringify(backup))).toEqual(backup);
  });
});

describe("import", () => {
  it("round-trips: export, clear, import gives back deep-equal records and file bytes", async () => {
    const source = await storeWithData();
    const backup = await source.exportAll();
    const before = { notes: await source.collections.notes.list(), files: await source.collections.files.list() };

    const target = newStore();
    await target.importAll(JSON.stringify(backup));
    const notes = await target.collections.notes.list();
    const files = await target.collections.files.list();
    expect(notes).toEqual(before.notes);
    const withoutBlob = ({ id, name, type, size, createdAt }: StoredFile) => ({ id, name, type, size, createdAt });
    expect(files.map(withoutBlob)).toEqual(before.files.map(withoutBlob));
    expect(new Uint8Array(await files[0]!.blob.arrayBuffer())).toEqual(pdfBytes);
    expect(files[0]!.blob.type).toBe("application/pdf");
    expect(await target.exportAll()).toEqual(backup);
  });

  it("rejects a tampered backup and writes nothing", async () => {
    const store = await storeWithData();
    const backup = await store.exportAll();
    const before = await store.exportAll();
    const tampered: Backup = structuredClone(backup);
    tampered.collections.notes = [...(tampered.collections.notes ?? []), { id: 1, price: "DROP TABLE" }];
    tampered.collections.files = [];

    const error = await rejection(store.importAll(tampered));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("This backup could not be used: 1 record is not valid. Nothing was changed.");
    expect(error.issues.length).toBeGreaterThan(0);
    expect(await store.exportAll()).toEqual(before);
  });

  it("rolls back a half-written import when storage fails mid-way", async () => {
    const store = await storeWithData();
    const before = await store.exportAll();
    const engine = await store.engine();
    const db = (engine as unknown as { db: import("dexie").Dexie }).db;
    vi.spyOn(db.table("files"), "bulkPut").mockRejectedValue(new DOMException("full", "QuotaExceededError"));
    const error = await rejection(
      store.importAll({ format: BACKUP_FORMAT, schemaVersion: 1, collections: { notes: sampleNotes, files: before.collections.files } }),
    );
    expect(error.kind).toBe("quota");
    vi.restoreAllMocks();
    expect(await store.exportAll()).toEqual(before);
  });

  it("refuses a backup made by a newer version of the site", async () => {
    const store = newStore();
    const backup = await store.exportAll();
    const error = await rejection(store.importAll({ ...backup, schemaVersion: 2 }));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe(NEWER_BACKUP_MESSAGE);
    expect(error.message).toBe("This backup was made by a newer version of the site.");
  });

  it.each([
    ["text that is not JSON", "{ not json"],
    ["JSON without collections", { schemaVersion: 1 }],
    ["a list", []],
    ["a collection that is not a list", { schemaVersion: 1, collections: { notes: "x" } }],
  ])("refuses %s", async (_label, input) => {
    const store = newStore();
    const error = await rejection(store.importAll(input));
    expect(error.message).toBe(NOT_A_BACKUP_MESSAGE);
    expect(await store.collections.notes.list()).toEqual(sampleNotes);
  });

  it("refuses unknown collections and repeated ids", async () => {
    const store = newStore();
    const unknown = await rejection(
      store.importAll({ format: BACKUP_FORMAT, schemaVersion: 1, collections: { notes: [], files: [], secrets: [{ id: "x" }] } }),
    );
    expect(unknown.issues).toEqual(["secrets: not a collection of this site"]);
    const repeated = await rejection(
      store.importAll({ format: BACKUP_FORMAT, schemaVersion: 1, collections: { notes: [sampleNotes[0], sampleNotes[0]], files: [] } }),
    );
    expect(repeated.issues).toEqual(["notes[1] id: repeats an earlier record"]);
  });

  it("refuses a backup that lacks a collection its version had, and changes nothing", async () => {
    const store = await storeWithData();
    const before = await store.exportAll();
    const error = await rejection(store.importAll({ format: BACKUP_FORMAT, schemaVersion: 1, collections: { notes: [sampleNotes[0]] } }));
    expect(error.message).toBe(INCOMPLETE_BACKUP_MESSAGE);
    expect(error.issues).toEqual(["files: missing"]);
    expect(await store.exportAll()).toEqual(before);
  });
});

describe("blob encoding", () => {
  it("encodes nested blobs and decodes them back", async () => {
    const value = { a: [new Blob(["hi"], { type: "text/plain" })], b: { c: 1 } };
    const encoded = await encodeBlobs(value);
    expect(encoded).toEqual({ a: [{ $blob: "aGk=", type: "text/plain" }], b: { c: 1 } });
    const decoded = decodeBlobs(encoded) as { a: Blob[] };
    expect(await decoded.a[0]?.text()).toBe("hi");
  });
});
