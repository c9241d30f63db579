import { retryImport } from "@/lib/retry-import";
import type { IndexedDBDependencies } from "./db";
import { openSideDatabase, type SideDatabaseOptions, type SideStorage } from "./side-database";
import type { UndoCopy, UndoCopyTable } from "./undo-copy-table";

export type { UndoCopy };

/**
 * The copy of a person's records taken before a Replace (lib/account/undo-replace.ts), kept in a
 * small database of its own, `rm-undo-copies`, one per owner (an account id, or the signed-out
 * browser's), until the person says the downloaded backup is saved or undoes the replace. Apart
 * from the records, so no backup, import or reset holds or deletes it. A stored value that is not a
 * copy of this owner's is treated as none.
 */

export const UNDO_COPIES_DATABASE = "rm-undo-copies";

export interface UndoCopyStore {
  get(owner: string): Promise<UndoCopy | null>;
  /** Keeps the copy; "memory" when the browser gave no database (kept for this visit only). */
  put(copy: UndoCopy): Promise<SideStorage>;
  remove(owner: string): Promise<void>;
  close(): void;
}

export function isUndoCopy(value: unknown, owner: string): value is UndoCopy {
  if (typeof value !== "object" || value === null) return false;
  const copy = value as Partial<Record<keyof UndoCopy, unknown>>;
  return (
    copy.owner === owner &&
    typeof copy.text === "string" &&
    typeof copy.fileName === "string" &&
    typeof copy.backupName === "string" &&
    typeof copy.createdAt === "string" &&
    !Number.isNaN(Date.parse(copy.createdAt))
  );
}

function memoryTable(): UndoCopyTable {
  const copies = new Map<string, UndoCopy>();
  return {
    get: async (owner) => copies.get(owner),
    put: async (copy) => void copies.set(copy.owner, copy),
    remove: async (owner) => void copies.delete(owner),
    close: () => copies.clear(),
  };
}

export function createUndoCopyStore(options: SideDatabaseOptions = {}): UndoCopyStore {
  let opening: Promise<{ table: UndoCopyTable; storage: SideStorage }> | undefined;
  const open = () =>
    (opening ??= openSideDatabase(
      "the undo copies' database",
      async (deps: IndexedDBDependencies) => {
        const { openUndoCopyTable } = await retryImport(() => import("./undo-copies-db"));
        return openUndoCopyTable(options.name ?? UNDO_COPIES_DATABASE, deps);
      },
      memoryTable,
      options,
    ).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));

  return {
    async get(owner) {
      const { table } = await open();
      const value = await table.get(owner).catch(() => undefined);
      return isUndoCopy(value, owner) ? value : null;
    },
    async put(copy) {
      const { table, storage } = await open();
      await table.put(copy);
      return storage;
    },
    async remove(owner) {
      const { table } = await open();
      await table.remove(owner);
    },
    close() {
      const pending = opening;
      opening = undefined;
      pending?.then(
        ({ table }) => table.close(),
        () => undefined,
      );
    },
  };
}

let siteCopies: UndoCopyStore | undefined;

/** The site's undo copies (opened on first use). */
export function undoCopyStore(): UndoCopyStore {
  siteCopies ??= createUndoCopyStore();
  return siteCopies;
}
