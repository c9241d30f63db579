/**
 * The backup file's format name, type, limits and messages: no zod, so pages can import them
 * freely. Reading and checking a backup is in backup.ts, loaded only on export or import.
 */
export const BACKUP_FORMAT = "residences-marketplace-backup";

/**
 * The largest backup file, attachments included, for export and import alike: a backup this
 * site makes can always be imported again, and a file read for import fits in a phone's memory.
 */
export const MAX_BACKUP_BYTES = 100 * 1024 * 1024;

/**
 * The most PBKDF2 iterations an account in a backup may carry: an account with more would make
 * every sign-in hang the tab. Eight times the 600,000 the site uses, for a later increase.
 */
export const MAX_BACKUP_PASSWORD_ITERATIONS = 5_000_000;

/** A stored record that failed validation, as a backup or a download of them holds it. */
export interface SetAsideRecord {
  /** The collection it was read from. */
  collection: string;
  /** Why it could not be read, e.g. "price: Invalid input: expected number". */
  reason: string;
  /** When it was set aside (ISO date and time). */
  at: string;
  /** The record exactly as it was stored (Blobs encoded as in the collections). */
  record: unknown;
}

/**
 * A JSON backup of everything a person created. Plain JSON: Blobs (attachments) are
 * written as `{ "$blob": "<base64>", "type": "<mime>" }`, in the export only.
 */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  schemaVersion: number;
  exportedAt: string;
  collections: Record<string, unknown[]>;
  /** Records set aside as unreadable: kept, so that no record is lost by a backup and restore. */
  setAside?: SetAsideRecord[];
}

/** "101 MB", "4 KB": rounded up, so a size over a limit never reads as the limit itself. */
function fileSize(bytes: number): string {
  const megabyte = 1024 * 1024;
  return bytes >= megabyte ? `${Math.ceil(bytes / megabyte)} MB` : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

export const NEWER_BACKUP_MESSAGE = "This backup was made by a newer version of the site.";
export const NOT_A_BACKUP_MESSAGE = "This file is not a backup from this site. Nothing was changed.";
/** A file holding records the person importing it could not see here: another account's, or an account not theirs. */
export const NOT_YOURS_MESSAGE =
  "This backup could not be used: it holds records that are not yours to import, such as another account or its records. Nothing was changed.";
export const INCOMPLETE_BACKUP_MESSAGE =
  "This backup is incomplete: some collections are missing, so it may have been cut short or edited. Nothing was changed.";

export function unknownVersionMessage(version: number): string {
  return `This backup says it is version ${version}, which this site has never made. Nothing was changed.`;
}

export function tooBigToImportMessage(bytes: number, limit = MAX_BACKUP_BYTES): string {
  return `This file is ${fileSize(bytes)}, more than the ${fileSize(limit)} a backup may hold. Nothing was changed.`;
}

/** `bytes` undefined: too large for the browser even to measure. */
export function tooBigToExportMessage(bytes: number | undefined, limit = MAX_BACKUP_BYTES): string {
  const size = bytes === undefined ? "" : ` about ${fileSize(bytes)},`;
  return `A backup of everything here would be${size} more than the ${fileSize(limit)} a backup may hold, so none was made.`;
}
