/**
 * The backup file's format name, type and messages: no zod, so pages can import them freely.
 * Reading and checking a backup is in backup.ts, loaded only on export or import.
 */
export const BACKUP_FORMAT = "residences-marketplace-backup";

/**
 * A JSON backup of everything a person created. Plain JSON: Blobs (attachments) are
 * written as `{ "$blob": "<base64>", "type": "<mime>" }`, in the export only.
 */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  schemaVersion: number;
  exportedAt: string;
  collections: Record<string, unknown[]>;
}

export const NEWER_BACKUP_MESSAGE = "This backup was made by a newer version of the site.";
export const NOT_A_BACKUP_MESSAGE = "This file is not a backup from this site. Nothing was changed.";
