/** What undo-copies.ts and its Dexie database (undo-copies-db.ts) share: a copy and the table it is kept in. */

export type UndoCopy = {
  owner: string;
  /** The backup text of what the owner could see before the replace (exportBackupText). */
  text: string;
  /** The file that replaced it, and the name the backup of it was offered under. */
  fileName: string;
  backupName: string;
  createdAt: string;
};

export interface UndoCopyTable {
  get(owner: string): Promise<unknown>;
  put(copy: UndoCopy): Promise<void>;
  remove(owner: string): Promise<void>;
  close(): void;
}
