import { describe, expect, it } from "vitest";
import { readBackup, readBackupInput } from "./backup";
import {
  BACKUP_FORMAT,
  INCOMPLETE_BACKUP_MESSAGE,
  MAX_BACKUP_BYTES,
  MAX_BACKUP_PASSWORD_ITERATIONS,
  NEWER_BACKUP_MESSAGE,
  NOT_A_BACKUP_MESSAGE,
  type Backup,
} from "./backup-format";
import { collectionSchemas } from "./definitions";
import siteBackup from "./fixtures/v1.json";
import { sampleNotes, testDefinitions, testVersions } from "./testing";
import { StoreError } from "./types";
import { SCHEMA_VERSION, STORE_VERSIONS, SYSTEM_STORES } from "./versions";

/** A valid backup of the test collections, changed by `change`. */
function notesBackup(change: (backup: Record<string, unknown>) => void = () => undefined): Record<string, unknown> {
  const backup: Record<string, unknown> = { format: BACKUP_FORMAT, schemaVersion: 1, exportedAt: "2026-11-22T12:00:00.000Z" };
  backup.collections = { notes: structuredClone(sampleNotes), files: [] };
  change(backup);
  return backup;
}

function refusal(run: () => unknown): StoreError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    return error as StoreError;
  }
  throw new Error("expected the backup to be refused");
}

const readNotes = (input: unknown) => readBackup(input, testDefinitions, testVersions, 1);

describe("reading a backup file", () => {
  it("accepts a valid backup and returns every collection", () => {
    const contents = readNotes(JSON.stringify(notesBackup()));
    expect(contents).toEqual({
      schemaVersion: 1,
      exportedAt: "2026-11-22T12:00:00.000Z",
      collections: { notes: sampleNotes, files: [] },
      setAside: [],
    });
  });

  it("accepts the site's own version 1 backup with the site's schemas", () => {
    const contents = readBackup(siteBackup, collectionSchemas, STORE_VERSIONS, SCHEMA_VERSION);
    expect(Object.keys(contents.collections).sort()).toEqual(Object.keys(collectionSchemas).sort());
  });

  it.each([
    ["text that is not JSON", "{ not json", "The file is not JSON text."],
    ["a list", "[]", "The file holds no backup object."],
    ["null", "null", "The file holds no backup object."],
    [
      "a backup without the marker",
      JSON.stringify({ schemaVersion: 1, collections: {} }),
      'The backup marker is missing: "format" is not "residences-marketplace-backup".',
    ],
    [
      "another site's marker",
      JSON.stringify(notesBackup((b) => (b.format = "someone-elses-backup"))),
      'The backup marker is missing: "format" is not "residences-marketplace-backup".',
    ],
    ["a version that is not a number", notesBackup((b) => (b.schemaVersion = "1")), "schemaVersion: expected a whole number of 1 or more."],
    ["version 0", notesBackup((b) => (b.schemaVersion = 0)), "schemaVersion: expected a whole number of 1 or more."],
    ["version 1.5", notesBackup((b) => (b.schemaVersion = 1.5)), "schemaVersion: expected a whole number of 1 or more."],
    [
      "collections that are not lists",
      notesBackup((b) => (b.collections = { notes: "x", files: [] })),
      "collections: expected a list of records for each collection.",
    ],
    ["set-aside records that are not a list", notesBackup((b) => (b.setAside = {})), "setAside: expected a list of records."],
  ])("refuses %s as not a backup, saying why", (_label, input, reason) => {
    const error = refusal(() => readNotes(input));
    expect(error.message).toBe(NOT_A_BACKUP_MESSAGE);
    expect(error.issues).toEqual([reason]);
  });

  it("refuses the empty backup that used to empty every table", () => {
    const error = refusal(() => readNotes({ format: BACKUP_FORMAT, schemaVersion: 1, collections: {} }));
    expect(error.message).toBe(INCOMPLETE_BACKUP_MESSAGE);
    expect(error.issues).toEqual(["notes: missing", "files: missing"]);
  });

  it("refuses a backup missing one collection", () => {
    const error = refusal(() => readNotes(notesBackup((b) => (b.collections = { notes: [] }))));
    expect(error.message).toBe(INCOMPLETE_BACKUP_MESSAGE);
    expect(error.issues).toEqual(["files: missing"]);
  });

  it("refuses a backup from a newer version and one this site never made", () => {
    expect(refusal(() => readNotes(notesBackup((b) => (b.schemaVersion = 2)))).message).toBe(NEWER_BACKUP_MESSAGE);
    const versions = [testVersions[0]!, { version: 3, stores: { ...SYSTEM_STORES, notes: "id", files: "id" } }];
    const error = refusal(() =>
      readBackup(
        notesBackup((b) => (b.schemaVersion = 2)),
        testDefinitions,
        versions,
        3,
      ),
    );
    expect(error.message).toBe("This backup says it is version 2, which this site has never made. Nothing was changed.");
  });

  it("refuses repeated ids, even when the records are identical", () => {
    const error = refusal(() =>
      readNotes(notesBackup((b) => (b.collections = { notes: [sampleNotes[0], sampleNotes[1], sampleNotes[0]], files: [] }))),
    );
    expect(error.message).toBe("This backup could not be used: 1 record is not valid. Nothing was changed.");
    expect(error.issues).toEqual(["notes[2] id: repeats an earlier record"]);
  });

  it("refuses a collection this site does not have", () => {
    const error = refusal(() => readNotes(notesBackup((b) => (b.collections = { notes: [], files: [], secrets: [] }))));
    expect(error.message).toBe("This backup could not be used: it holds collections this site does not have. Nothing was changed.");
    expect(error.issues).toEqual(["secrets: not a collection of this site"]);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "refuses a collection named %j as one this site does not have, not with a JavaScript error",
    (name) => {
      const text = JSON.stringify(notesBackup()).replace('"files":[]', `"files":[],${JSON.stringify(name)}:[]`);
      const error = refusal(() => readNotes(text));
      expect(error.issues).toContain(`${name}: not a collection of this site`);
      expect(error.message).toMatch(/^This backup could not be used: .*Nothing was changed\.$/);
    },
  );

  it("refuses an account whose password hash asks for an absurd number of iterations", () => {
    const backup = structuredClone(siteBackup) as Backup;
    const account = backup.collections.accounts?.[0] as { iterations: number };
    account.iterations = 1e12;
    const error = refusal(() => readBackup(backup, collectionSchemas, STORE_VERSIONS, SCHEMA_VERSION));
    expect(error.issues).toEqual([
      `accounts[0] iterations: 1000000000000 is more than the ${MAX_BACKUP_PASSWORD_ITERATIONS} a backup may carry`,
    ]);
    account.iterations = MAX_BACKUP_PASSWORD_ITERATIONS;
    expect(readBackup(backup, collectionSchemas, STORE_VERSIONS, SCHEMA_VERSION).collections.accounts).toHaveLength(1);
  });

  it("refuses malformed set-aside records and broken attachments", () => {
    const broken = notesBackup((b) => {
      b.setAside = [{ collection: "notes", reason: "x", at: "2026-11-01T00:00:00Z", record: { id: "n7" } }, { record: 1 }];
      b.collections = { notes: [], files: [{ id: "f1", blob: { $blob: "%%%", type: "text/plain" } }] };
    });
    const error = refusal(() => readNotes(broken));
    expect(error.issues).toEqual(["files: an attachment is not valid base64", "setAside[1]: expected { collection, reason, at, record }"]);
  });

  it("keeps set-aside records and fields this version does not know, without touching prototypes", () => {
    const input = JSON.stringify(
      notesBackup((b) => {
        b.collections = { notes: [{ ...sampleNotes[0], colour: "teal" }], files: [] };
        b.setAside = [{ collection: "notes", reason: "title: Too small", at: "2026-11-01T00:00:00Z", record: { id: "n7", title: "" } }];
      }),
    ).replace('"colour"', '"__proto__":{"polluted":true},"colour"');
    const contents = readNotes(input);
    const note = contents.collections.notes?.[0] as Record<string, unknown>;
    expect(note).toMatchObject({ ...sampleNotes[0], colour: "teal" });
    expect(Object.hasOwn(note, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(contents.setAside).toEqual([
      { collection: "notes", reason: "title: Too small", at: "2026-11-01T00:00:00Z", raw: { id: "n7", title: "" } },
    ]);
  });
});

describe("the size limit", () => {
  it("refuses a chosen file over the limit before reading it", async () => {
    const file = new Blob(["{}"]);
    Object.defineProperty(file, "size", { value: MAX_BACKUP_BYTES + 1 });
    const error = await readBackupInput(file).then(
      () => undefined,
      (reason: unknown) => reason as StoreError,
    );
    expect(error?.message).toBe("This file is 101 MB, more than the 100 MB a backup may hold. Nothing was changed.");
  });

  it("refuses text over the limit before parsing it", () => {
    const error = refusal(() => readNotes(" ".repeat(MAX_BACKUP_BYTES + 1)));
    expect(error.message).toMatch(/^This file is 101 MB, more than the 100 MB a backup may hold/);
  });
});
