import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dealRoomSchema } from "@/lib/schemas/deal-room";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/v7.json", import.meta.url), "utf8")) as {
  collections: Record<string, unknown[]>;
};

describe("store version 7: deal rooms", () => {
  it("adds the dealRooms table to version 6's, with no migration", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(7);
    expect(collectionTablesAt(STORE_VERSIONS, 7)).toEqual([...collectionTablesAt(STORE_VERSIONS, 6), "dealRooms"]);
    expect(STORE_VERSIONS.find((step) => step.version === 7)?.migrate).toBeUndefined();
  });

  it("reads a version 7 store's deal room with its documents and waiver", () => {
    const records = migrateRecords("dealRooms", fixture.collections.dealRooms ?? [], 7, STORE_VERSIONS);
    const [room] = records.map((record) => dealRoomSchema.parse(record));
    expect(room?.items.map((item) => [item.id, item.state, item.documents.length])).toEqual([
      ["brand-licence", "received", 1],
      ["furniture-package", "waived", 0],
    ]);
  });
});
