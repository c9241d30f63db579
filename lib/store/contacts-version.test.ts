import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/schemas/contact";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/* Version 8 (issue 27): a table for the contacts, other parties' key cards; no record migrates. */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

describe("store version 8: contacts", () => {
  it("adds only the contacts table to version 7, with no migration", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(8);
    const before = collectionTablesAt(STORE_VERSIONS, 7);
    expect(collectionTablesAt(STORE_VERSIONS, 8)).toEqual([...before, "contacts"]);
    expect(STORE_VERSIONS.find((step) => step.version === 8)?.migrate).toBeUndefined();
  });

  it("reads a version 8 store's contacts, one compared and one not, as they were kept", () => {
    const records = migrateRecords("contacts", fixture(8).collections.contacts ?? [], 8, STORE_VERSIONS);
    const contacts = records.map((record) => contactSchema.parse(record));
    expect(contacts.map((contact) => [contact.receivedBy, contact.comparedAt !== undefined])).toEqual([
      ["file", true],
      ["link", false],
    ]);
  });

  it("gives a version 7 backup no contacts", () => {
    expect(fixture(7).collections.contacts).toBeUndefined();
  });
});
