import "fake-indexeddb/auto";
import { existsSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { decodeBlobs, type Backup } from "./backup";
import { collectionNames, type CollectionName } from "./names";
import { collectionSchemas } from "./definitions";
import { createStore } from "./create-store";
import { createDatabase, type IndexedDBDependencies } from "./db";
import { samples } from "./samples";
import { freshIndexedDB, uniqueChannel } from "./testing";
import { STORE_VERSIONS, SYSTEM_STORES } from "./versions";

const names = Object.keys(collectionSchemas) as CollectionName[];
const stores: { close(): void }[] = [];

afterEach(() => {
  while (stores.length > 0) stores.pop()?.close();
});

function siteStore(deps: IndexedDBDependencies = freshIndexedDB()) {
  const store = createStore({
    definitions: collectionSchemas,
    name: "site-store-test",
    indexedDB: () => deps,
    channelName: uniqueChannel(),
    loadSamples: async () => samples,
  });
  stores.push(store);
  return store;
}

function fixtureUrl(version: number): URL {
  return new URL(`./fixtures/v${version}.json`, import.meta.url);
}

function readFixture(version: number): Backup {
  return JSON.parse(readFileSync(fixtureUrl(version), "utf8")) as Backup;
}

describe("the site's collections", () => {
  it("are named up front exactly as their lazily loaded schemas are", () => {
    expect([...collectionNames].sort()).toEqual(Object.keys(collectionSchemas).sort());
  });

  it("each have a table in the latest database version, and each table a collection", () => {
    const latest = STORE_VERSIONS[STORE_VERSIONS.length - 1];
    const tables = Object.entries(latest?.stores ?? {})
      .filter(([table, spec]) => spec !== null && !(table in SYSTEM_STORES))
      .map(([table]) => table);
    expect(tables.sort()).toEqual([...names].sort());
  });

  it("are seeded on first use with every sample contract, message and transaction", async () => {
    const store = siteStore();
    const status = await store.open();
    expect(status).toEqual({ persistence: "indexeddb", quarantined: 0 });
    expect(await store.collections.contracts.list()).toHaveLength(samples.contracts.length);
    expect(await store.collections.messages.list()).toHaveLength(samples.messages.length);
    expect(await store.collections.transactions.list()).toHaveLength(samples.transactions.length);
    for (const name of names.filter((name) => !(name in samples))) {
      expect(await store.collections[name].list()).toEqual([]);
    }
    expect(store.getStatus().quarantined).toBe(0);
  });

  it("come back from reset with exactly the samples", async () => {
    const store = siteStore();
    const [first] = await store.collections.contracts.list();
    if (!first) throw new Error("expected a sample contract");
    await store.collections.contracts.update(first.id, { status: "cancelled" });
    await store.collections.contracts.remove(first.id);
    await store.reset();
    expect(await store.collections.contracts.get(first.id)).toEqual(first);
    expect(await store.collections.contracts.list()).toHaveLength(samples.contracts.length);
  });
});

describe.each(STORE_VERSIONS.map((step) => step.version))("a browser left at database version %i", (version) => {
  it("has a committed fixture (fixtures/v<version>.json)", () => {
    expect(existsSync(fixtureUrl(version)), `add lib/store/fixtures/v${version}.json`).toBe(true);
  });

  it("opens with the current code: nothing lost, everything valid", async () => {
    const fixture = readFixture(version);
    const deps = freshIndexedDB();
    const old = createDatabase(
      "site-store-test",
      STORE_VERSIONS.filter((step) => step.version <= version),
      deps,
    );
    await old.open();
    for (const [table, records] of Object.entries(fixture.collections)) {
      await old.table(table).bulkPut(decodeBlobs(records) as object[]);
    }
    await old.table("meta").bulkPut([
      { key: "schemaVersion", value: version },
      { key: "seededAt", value: fixture.exportedAt },
    ]);
    old.close();

    const store = siteStore(deps);
    for (const [table, records] of Object.entries(fixture.collections)) {
      expect(await store.collections[table as CollectionName].list(), table).toHaveLength(records.length);
    }
    expect(store.getStatus()).toEqual({ persistence: "indexeddb", quarantined: 0 });
  });

  it("restores from its backup and exports the same data again", async () => {
    const fixture = readFixture(version);
    const store = siteStore();
    await store.importAll(fixture);
    const exported = await store.exportAll();
    if (version === STORE_VERSIONS[STORE_VERSIONS.length - 1]?.version) {
      expect(exported.collections).toEqual(fixture.collections);
    }
    const total = Object.values(exported.collections).reduce((sum, records) => sum + records.length, 0);
    expect(total).toBeGreaterThan(0);
  });
});
