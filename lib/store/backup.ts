import {
  BACKUP_FORMAT,
  INCOMPLETE_BACKUP_MESSAGE,
  MAX_BACKUP_BYTES,
  NEWER_BACKUP_MESSAGE,
  NOT_A_BACKUP_MESSAGE,
  tooBigToImportMessage,
  unknownVersionMessage,
} from "./backup-format";
import { decodeBlobs, isPlainObject } from "./blob-encoding";
import type { QuarantineEntry } from "./engine";
import { backupRecordLimits } from "./backup-record-limits";
import { ownEntry } from "./own-entry";
import { StoreError } from "./types";
import { withUnknownFields } from "./unknown-fields";
import { recordKey, validate, type RecordSchema } from "./validation";
import { collectionTablesAt, migrateRecords, type StoreVersion } from "./versions";

export { BACKUP_FORMAT, NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE, type Backup } from "./backup-format";
export { decodeBlobs, encodeBlobs } from "./blob-encoding";

/** A backup that passed every check: what an import may write, nothing else. */
export interface BackupContents {
  schemaVersion: number;
  exportedAt?: string;
  /** Every collection of this version, records migrated and validated (unknown fields kept). */
  collections: Record<string, unknown[]>;
  /** The file's set-aside records, ready for the quarantine table. */
  setAside: QuarantineEntry[];
}

const MAX_REPORTED_ISSUES = 20;

function refuse(message: string, issues: string[] = [], cause?: unknown): never {
  throw new StoreError("invalid", message, { issues, cause });
}

/** UTF-8 bytes of a text, without copying it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** A chosen file's text, refused before it is read when it is over the size limit. */
export async function readBackupInput(input: unknown, maxBytes = MAX_BACKUP_BYTES): Promise<unknown> {
  if (typeof Blob !== "undefined" && input instanceof Blob) {
    if (input.size > maxBytes) refuse(tooBigToImportMessage(input.size, maxBytes));
    return input.text();
  }
  return input;
}

function parseText(input: unknown, maxBytes: number): unknown {
  if (typeof input !== "string") return input;
  if (input.length > maxBytes || utf8Length(input) > maxBytes) refuse(tooBigToImportMessage(utf8Length(input), maxBytes));
  try {
    return JSON.parse(input);
  } catch (error) {
    return refuse(NOT_A_BACKUP_MESSAGE, ["The file is not JSON text."], error);
  }
}

interface Envelope {
  schemaVersion: number;
  exportedAt?: string;
  collections: Record<string, unknown[]>;
  setAside: unknown[];
}

function readEnvelope(input: unknown, versions: readonly StoreVersion[], currentVersion: number): Envelope {
  if (!isPlainObject(input)) refuse(NOT_A_BACKUP_MESSAGE, ["The file holds no backup object."]);
  if (input.format !== BACKUP_FORMAT) refuse(NOT_A_BACKUP_MESSAGE, [`The backup marker is missing: "format" is not "${BACKUP_FORMAT}".`]);
  const version = input.schemaVersion;
  if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 1) {
    refuse(NOT_A_BACKUP_MESSAGE, ["schemaVersion: expected a whole number of 1 or more."]);
  }
  if (version > currentVersion) refuse(NEWER_BACKUP_MESSAGE);
  if (!versions.some((step) => step.version === version)) refuse(unknownVersionMessage(version));
  const { collections, setAside = [], exportedAt } = input;
  if (!isPlainObject(collections) || !Object.values(collections).every(Array.isArray)) {
    refuse(NOT_A_BACKUP_MESSAGE, ["collections: expected a list of records for each collection."]);
  }
  if (!Array.isArray(setAside)) refuse(NOT_A_BACKUP_MESSAGE, ["setAside: expected a list of records."]);
  const envelope: Envelope = { schemaVersion: version, collections: collections as Record<string, unknown[]>, setAside };
  if (typeof exportedAt === "string") envelope.exportedAt = exportedAt;
  return envelope;
}

function readSetAside(entries: unknown[], issues: string[]): QuarantineEntry[] {
  const result: QuarantineEntry[] = [];
  entries.forEach((entry, index) => {
    if (isPlainObject(entry) && typeof entry.collection === "string" && typeof entry.reason === "string" && typeof entry.at === "string") {
      try {
        result.push({ collection: entry.collection, reason: entry.reason, at: entry.at, raw: decodeBlobs(entry.record) });
        return;
      } catch {
        // reported below, like any other malformed entry
      }
    }
    issues.push(`setAside[${index}]: expected { collection, reason, at, record }`);
  });
  return result;
}

/** One collection's records: migrated, each validated, ids unique, within the file limits. */
function readCollection(
  name: string,
  records: unknown[],
  schema: RecordSchema,
  schemaVersion: number,
  versions: readonly StoreVersion[],
  issues: string[],
) {
  let decoded: unknown[];
  let migrated: unknown[];
  try {
    decoded = records.map(decodeBlobs);
  } catch {
    issues.push(`${name}: an attachment is not valid base64`);
    return [];
  }
  try {
    migrated = migrateRecords(name, decoded, schemaVersion, versions);
  } catch (error) {
    issues.push(`${name}: ${error instanceof Error ? error.message : "could not be read"}`);
    return [];
  }
  const limit = ownEntry(backupRecordLimits, name);
  const seen = new Set<unknown>();
  const valid: unknown[] = [];
  migrated.forEach((record, index) => {
    const checked = validate(schema, record);
    const overLimit = checked.ok ? limit?.(checked.value) : undefined;
    const key = recordKey(record);
    if (!checked.ok) issues.push(...checked.issues.map((issue) => `${name}[${index}] ${issue}`));
    else if (overLimit) issues.push(`${name}[${index}] ${overLimit}`);
    else if (seen.has(key)) issues.push(`${name}[${index}] id: repeats an earlier record`);
    else {
      seen.add(key);
      valid.push(withUnknownFields(record, checked.value));
    }
  });
  return valid;
}

/**
 * Checks a whole backup (its text or parsed JSON) against the current schemas, after bringing
 * older layouts forward. Returns what to write, or throws StoreError "invalid" saying why, with
 * the problems in `issues`: a file that is not JSON or lacks the backup marker, a version this
 * site never made or a newer one, a missing or unknown collection, an invalid or repeated record.
 */
export function readBackup(
  input: unknown,
  definitions: Readonly<Record<string, RecordSchema>>,
  versions: readonly StoreVersion[],
  currentVersion: number,
  /** The size limit of backup text (the site's MAX_BACKUP_BYTES; smaller in tests). */
  maxBytes = MAX_BACKUP_BYTES,
): BackupContents {
  const envelope = readEnvelope(parseText(input, maxBytes), versions, currentVersion);
  const { schemaVersion, collections } = envelope;
  const missing = collectionTablesAt(versions, schemaVersion).filter(
    (name) => ownEntry(definitions, name) && !Object.hasOwn(collections, name),
  );
  if (missing.length > 0)
    refuse(
      INCOMPLETE_BACKUP_MESSAGE,
      missing.map((name) => `${name}: missing`),
    );

  const issues: string[] = [];
  const result: Record<string, unknown[]> = Object.fromEntries(Object.keys(definitions).map((name) => [name, []]));
  let recordCount = 0;
  for (const [name, records] of Object.entries(collections)) {
    recordCount += records.length;
    const schema = ownEntry(definitions, name);
    if (schema) result[name] = readCollection(name, records, schema, schemaVersion, versions, issues);
    else issues.push(`${name}: not a collection of this site`);
  }
  const validCount = Object.values(result).reduce((sum, records) => sum + records.length, 0);
  const setAside = readSetAside(envelope.setAside, issues);
  const invalidCount = recordCount - validCount + envelope.setAside.length - setAside.length;
  if (issues.length > 0) {
    const noun = invalidCount === 1 ? "1 record is" : `${invalidCount} records are`;
    const what = invalidCount === 0 ? "it holds collections this site does not have" : `${noun} not valid`;
    refuse(`This backup could not be used: ${what}. Nothing was changed.`, issues.slice(0, MAX_REPORTED_ISSUES));
  }
  const contents: BackupContents = { schemaVersion, collections: result, setAside };
  if (envelope.exportedAt !== undefined) contents.exportedAt = envelope.exportedAt;
  return contents;
}
