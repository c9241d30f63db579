import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/schemas/contact";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/* Version 6 (issue 27): a table for the contacts, other parties' key cards; no record migrates. */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

describe("store version 6: contacts", () => {
  it("is the latest version and adds only the contacts table to version 5, with no migration", () => {
    expect(SCHEMA_VERSION).toBe(6);
    const before = collectionTablesAt(STORE_VERSIONS, 5);
    expect(collectionTablesAt(STORE_VERSIONS, 6)).toEqual([...before, "contacts"]);
    expect(STORE_VERSIONS.find((step) => step.version === 6)?.migrate).toBeUndefined();
  });

  it("reads a version 6 store's contacts, one compared and one not, as they were kept", () => {
    const records = migrateRecords("contacts", fixture(6).collections.contacts ?? [], 6, STORE_VERSIONS);
    const contacts = records.map((record) => contactSchema.parse(record));
    expect(contacts.map((contact) => [contact.receivedBy, contact.comparedAt !== undefined])).toEqual([
      ["file", true],
      ["link", false],
    ]);
  });

  it("gives a version 5 backup no contacts", () => {
    expect(fixture(5).collections.contacts).toBeUndefined();
  });
});
