import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dealRoomSchema } from "@/lib/schemas/deal-room";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/v6.json", import.meta.url), "utf8")) as {
  collections: Record<string, unknown[]>;
};

describe("store version 6: deal rooms", () => {
  it("is the latest version and adds the dealRooms table to version 5's, with no migration", () => {
    expect(SCHEMA_VERSION).toBe(6);
    expect(collectionTablesAt(STORE_VERSIONS, 6)).toEqual([...collectionTablesAt(STORE_VERSIONS, 5), "dealRooms"]);
    expect(STORE_VERSIONS.find((step) => step.version === 6)?.migrate).toBeUndefined();
  });

  it("reads a version 6 store's deal room with its documents and waiver", () => {
    const records = migrateRecords("dealRooms", fixture.collections.dealRooms ?? [], 6, STORE_VERSIONS);
    const [room] = records.map((record) => dealRoomSchema.parse(record));
    expect(room?.items.map((item) => [item.id, item.state, item.documents.length])).toEqual([
      ["brand-licence", "received", 1],
      ["furniture-package", "waived", 0],
    ]);
  });
});
