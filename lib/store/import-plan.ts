import type { BackupContents } from "./backup";
import type { QuarantineEntry } from "./engine";
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
  /** Readable records in this browser now. */
  inBrowser: number;
  /** Records in the file. */
  inFile: number;
  /** Records of the file whose id this browser does not have: what a merge adds. */
  missingHere: number;
}

export interface ImportPreview {
  /** The version of the site that made the file, and when (if the file says). */
  schemaVersion: number;
  exportedAt?: string;
  collections: ImportCount[];
  /** Records set aside as unreadable, here and in the file (a merge adds the file's new ones). */
  setAside: Omit<ImportCount, "collection">;
}

export interface ImportResult {
  mode: ImportMode;
  /** Records written: every record of the file for a replace, only the missing ones for a merge. */
  written: number;
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

/** The counts the person sees before choosing: per collection, here and in the file. */
export function previewImport(
  browser: Readonly<Record<string, readonly unknown[]>>,
  browserSetAside: readonly QuarantineEntry[],
  file: BackupContents,
): ImportPreview {
  const collections = Object.entries(file.collections).map(([collection, records]): ImportCount => {
    const here = browser[collection] ?? [];
    return {
      collection,
      inBrowser: here.length,
      inFile: records.length,
      missingHere: missingRecords(here.map(recordKey), records).length,
    };
  });
  const setAside = {
    inBrowser: browserSetAside.length,
    inFile: file.setAside.length,
    missingHere: newSetAside(browserSetAside, file.setAside).length,
  };
  const preview: ImportPreview = { schemaVersion: file.schemaVersion, collections, setAside };
  if (file.exportedAt !== undefined) preview.exportedAt = file.exportedAt;
  return preview;
}
