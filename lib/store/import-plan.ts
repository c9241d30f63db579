import type { BackupContents } from "./backup";
import type { QuarantineEntry } from "./engine";
import type { RecordFilter } from "./types";
import { ownEntry } from "./own-entry";
import { recordKey } from "./validation";

/**
 * An import in two steps: the file is checked and compared with this browser first (the
 * preview, changing nothing), then applied as a merge or a replace. A step between the two (a
 * password confirmation, say) needs no change here. Types and pure helpers only.
 */

/** Merge adds what this browser lacks and changes nothing else; replace makes it hold exactly the file. */
export type ImportMode = "merge" | "replace";

export interface ImportCount {
  collection: string;
  /** Readable records in this browser now (only those the import's filter covers, when it has one). */
  inBrowser: number;
  /** Records in the file. */
  inFile: number;
  /** Records of the file whose id this browser does not have (covered by the filter or not): what a merge adds. */
  missingHere: number;
}

export interface ImportPreview {
  /** The version of the site that made the file, and when (if the file says). */
  schemaVersion: number;
  exportedAt?: string;
  collections: ImportCount[];
  /** Records set aside as unreadable, here and in the file (a merge adds the file's new ones). */
  setAside: Omit<ImportCount, "collection">;
  /**
   * Records of the file whose id a record here outside the filter holds (another account's):
   * neither a merge nor a replace writes them. Absent when there are none.
   */
  blocked?: number;
}

export interface ImportResult {
  mode: ImportMode;
  /** Records written: every record of the file for a replace (but the blocked ones), only the missing ones for a merge. */
  written: number;
  /** A replace only: records of the file left out because a record outside the filter holds their id. Absent when none. */
  leftOut?: number;
}

export interface ImportPlan {
  readonly preview: ImportPreview;
  /** Writes the file, all or nothing, in one transaction; throws StoreError. */
  apply(mode: ImportMode): Promise<ImportResult>;
}

/** Two set-aside entries are the same record set aside at the same moment for the same reason. */
export function setAsideIdentity(entry: Pick<QuarantineEntry, "collection" | "at" | "reason" | "raw">): string {
  return JSON.stringify([entry.collection, entry.at, entry.reason, recordKey(entry.raw) ?? null]);
}

/** Set-aside entries of `incoming` that `existing` does not hold yet. */
export function newSetAside<T extends Pick<QuarantineEntry, "collection" | "at" | "reason" | "raw">>(
  existing: readonly Pick<QuarantineEntry, "collection" | "at" | "reason" | "raw">[],
  incoming: readonly T[],
): T[] {
  const known = new Set(existing.map(setAsideIdentity));
  return incoming.filter((entry) => {
    const identity = setAsideIdentity(entry);
    if (known.has(identity)) return false;
    known.add(identity);
    return true;
  });
}

/** Records of `incoming` whose id is not among `existingIds` (nor earlier in `incoming`). */
export function missingRecords(existingIds: Iterable<unknown>, incoming: readonly unknown[]): unknown[] {
  const known = new Set(existingIds);
  return incoming.filter((record) => {
    const key = recordKey(record);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
}

/**
 * The records of a file (and its set-aside records, judged by the value set aside) that `visible`
 * does not cover, one sentence each: a file is written only when it holds none.
 */
export function recordsNotCovered(file: BackupContents, visible: RecordFilter): string[] {
  const problems: string[] = [];
  for (const [collection, records] of Object.entries(file.collections)) {
    records.forEach((record, index) => {
      if (!visible(collection, record)) problems.push(`${collection}[${index}]: not yours to import here`);
    });
  }
  file.setAside.forEach((entry, index) => {
    if (!visible(entry.collection, entry.raw)) problems.push(`setAside[${index}]: not yours to import here`);
  });
  return problems;
}

/** What a reset or replace with `visible` keeps: everything it does not cover (another account's records). */
export function outside(visible: RecordFilter | undefined): RecordFilter | undefined {
  return visible && ((collection, record) => !visible(collection, record));
}

/**
 * What a replace leaves in one table: the records `keep` covers stay, and the incoming records
 * whose id none of them holds are added (every incoming record when nothing is kept).
 */
export function replacement(
  table: string,
  existing: readonly unknown[],
  incoming: readonly unknown[],
  keep: RecordFilter | undefined,
): { kept: unknown[]; added: unknown[] } {
  const kept = keep ? existing.filter((record) => keep(table, record)) : [];
  return { kept, added: missingRecords(kept.map(recordKey), incoming) };
}

/** The same for set-aside entries, each judged by its stored value. */
export function setAsideReplacement<T extends Pick<QuarantineEntry, "collection" | "at" | "reason" | "raw">>(
  existing: readonly T[],
  incoming: readonly T[],
  keep: RecordFilter | undefined,
): { kept: T[]; added: T[] } {
  const kept = keep ? existing.filter((entry) => keep(entry.collection, entry.raw)) : [];
  return { kept, added: newSetAside(kept, incoming) };
}

/**
 * The counts the person sees before choosing: per collection, here and in the file. With
 * `visible`, "here" counts only the records it covers, and records of the file whose id a record
 * outside it holds are counted as blocked.
 */
export function previewImport(
  browser: Readonly<Record<string, readonly unknown[]>>,
  browserSetAside: readonly QuarantineEntry[],
  file: BackupContents,
  visible?: RecordFilter,
): ImportPreview {
  const covers = (collection: string, record: unknown) => !visible || visible(collection, record);
  let blocked = 0;
  const collections = Object.entries(file.collections).map(([collection, records]): ImportCount => {
    const here = ownEntry(browser, collection) ?? [];
    const hidden = here.filter((record) => !covers(collection, record));
    blocked += records.length - missingRecords(hidden.map(recordKey), records).length;
    return {
      collection,
      inBrowser: here.length - hidden.length,
      inFile: records.length,
      missingHere: missingRecords(here.map(recordKey), records).length,
    };
  });
  const setAside = {
    inBrowser: browserSetAside.filter((entry) => covers(entry.collection, entry.raw)).length,
    inFile: file.setAside.length,
    missingHere: newSetAside(browserSetAside, file.setAside).length,
  };
  const preview: ImportPreview = { schemaVersion: file.schemaVersion, collections, setAside };
  if (file.exportedAt !== undefined) preview.exportedAt = file.exportedAt;
  if (blocked > 0) preview.blocked = blocked;
  return preview;
}
