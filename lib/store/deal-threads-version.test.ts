import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dealThreadSchema } from "@/lib/schemas/deal-message";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/* Version 10 (issue 27): a table for the deal threads, each offer's signed deal messages; no record migrates. */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

describe("store version 10: deal threads", () => {
  it("adds only the deal threads table to version 9, with no migration", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(10);
    const before = collectionTablesAt(STORE_VERSIONS, 9);
    expect(collectionTablesAt(STORE_VERSIONS, 10)).toEqual([...before, "dealThreads"]);
    expect(STORE_VERSIONS.find((step) => step.version === 10)?.migrate).toBeUndefined();
  });

  it("reads a version 10 store's thread, its signed offer message as it was kept", () => {
    const records = migrateRecords("dealThreads", fixture(10).collections.dealThreads ?? [], 10, STORE_VERSIONS);
    const threads = records.map((record) => dealThreadSchema.parse(record));
    expect(threads.map((thread) => [thread.id, thread.side, thread.messages.map((message) => [message.version, message.kind])])).toEqual([
      ["offer-1", "buyer", [[1, "offer"]]],
    ]);
  });

  it("gives a version 9 backup no deal threads", () => {
    expect(fixture(9).collections.dealThreads).toBeUndefined();
  });
});
