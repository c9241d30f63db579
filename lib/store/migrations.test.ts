import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { BACKUP_FORMAT } from "./backup-format";
import { createStore, type SampleData, type StoreDefinitions } from "./create-store";
import { createDatabase } from "./db";
import { freshIndexedDB, uniqueChannel } from "./testing";
import { migrateRecords, SYSTEM_STORES, type StoreVersion } from "./versions";
import v1Fixture from "./fixtures/migration-v1-notes.json";

/**
 * The migration pattern, on a made-up history: version 1 kept prices as float dollars
 * (`priceUsd`), version 2 keeps whole cents (`priceCents`) and adds a `tags` table.
 */
const v1: StoreVersion = { version: 1, stores: { ...SYSTEM_STORES, notes: "id" } };
const v2: StoreVersion = {
  version: 2,
  stores: { ...SYSTEM_STORES, notes: "id", tags: "id" },
  migrate: {
    notes: ({ priceUsd, ...rest }) => ({ ...rest, priceCents: Math.round(Number(priceUsd) * 100) }),
  },
};

const noteV1 = z.object({ id: z.string(), title: z.string(), priceUsd: z.number() });
const noteV2 = z.object({ id: z.string(), title: z.string(), priceCents: z.int().check(z.nonnegative()) });
const tag = z.object({ id: z.string(), label: z.string() });
const definitionsV2 = { notes: noteV2, tags: tag } as const;

const stores: { close(): void }[] = [];

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  while (stores.length > 0) stores.pop()?.close();
  vi.restoreAllMocks();
});

/** Writes the fixture into a database that only knows version 1, as an old visit left it. */
async function seedVersion1(deps: ReturnType<typeof freshIndexedDB>): Promise<void> {
  const db = createDatabase("migration-test", [v1], deps);
  await db.open();
  await db.table("notes").bulkPut(v1Fixture.notes);
  await db.table("meta").bulkPut([
    { key: "schemaVersion", value: 1 },
    { key: "seededAt", value: "2026-01-01T00:00:00.000Z" },
  ]);
  db.close();
}

function openAt<D extends StoreDefinitions>(deps: ReturnType<typeof freshIndexedDB>, versions: readonly StoreVersion[], definitions: D) {
  const store = createStore({
    definitions,
    name: "migration-test",
    versions,
    indexedDB: () => deps,
    channelName: uniqueChannel(),
    loadSamples: async (): Promise<SampleData<D>> => ({ tags: [{ id: "t1", label: "never written: seeded before" }] }) as SampleData<D>,
  });
  stores.push(store);
  return store;
}

describe("migrations", () => {
  it("moves a version 1 database forward: same count, every record valid in the new shape", async () => {
    const deps = freshIndexedDB();
    await seedVersion1(deps);
    const started = performance.now();
    const store = openAt(deps, [v1, v2], definitionsV2);
    const status = await store.open();
    const notes = await store.collections.notes.list();

    expect(status).toEqual({ persistence: "indexeddb", quarantined: 0 });
    expect(notes).toHaveLength(v1Fixture.notes.length);
    expect(notes.find((note) => note.id === "n2")).toEqual({ id: "n2", title: "Penthouse deposit", priceCents: 125_000_050 });
    for (const note of notes) expect(noteV2.safeParse(note).success).toBe(true);
    expect(await store.collections.tags.list()).toEqual([]);
    expect(await (await store.engine()).readMeta("schemaVersion")).toBe(2);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("leaves the database untouched when a migration fails, and the visit goes on in memory", async () => {
    const deps = freshIndexedDB();
    await seedVersion1(deps);
    const failingV2: StoreVersion = {
      ...v2,
      migrate: {
        notes: (record) => {
          if (record.id === "n3") throw new Error("Cannot migrate n3");
          return { ...record, priceCents: 1 };
        },
      },
    };
    const store = openAt(deps, [v1, failingV2], definitionsV2);
    const status = await store.open();
    expect(status.persistence).toBe("memory");
    expect(status.reloadRequired).toBe(true);
    expect(status.lastError).toMatch(/Your data is safe/);
    store.close();

    const db = createDatabase("migration-test", [v1], deps);
    await db.open();
    expect(db.verno).toBe(1);
    expect(await db.table("notes").toArray()).toEqual(v1Fixture.notes);
    db.close();
  });

  it("tells an open tab to reload when another tab upgrades the database", async () => {
    const deps = freshIndexedDB();
    const oldTab = openAt(deps, [v1], { notes: noteV1 });
    await oldTab.open();
    expect(oldTab.getStatus().reloadRequired).toBeUndefined();

    const newTab = openAt(deps, [v1, v2], definitionsV2);
    expect((await newTab.open()).persistence).toBe("indexeddb");
    expect(oldTab.getStatus()).toMatchObject({ reloadRequired: true, lastError: expect.stringMatching(/Reload/) });
  });

  it("brings old backup records forward with the same migrations", () => {
    expect(migrateRecords("notes", v1Fixture.notes, 1, [v1, v2])).toContainEqual({
      id: "n2",
      title: "Penthouse deposit",
      priceCents: 125_000_050,
    });
    expect(migrateRecords("notes", v1Fixture.notes, 2, [v1, v2])).toEqual(v1Fixture.notes);
  });

  it("imports a version 1 backup into a version 2 store", async () => {
    const store = openAt(freshIndexedDB(), [v1, v2], definitionsV2);
    await store.importAll({ format: BACKUP_FORMAT, schemaVersion: 1, collections: { notes: v1Fixture.notes } });
    expect(await store.collections.notes.get("n1")).toEqual({ id: "n1", title: "Inspection fee", priceCents: 45_000 });
  });
});
