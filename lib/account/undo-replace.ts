import { StoreError, type ImportResult, type UndoCopy } from "@/lib/store";
import { siteAccountData, undoOwnerOf as ownerOf, type AccountData } from "./actions";
import { backupFileName } from "./activity";
import { recordsVisibleTo } from "./data-rights";

/*
 * A Replace is safe only once its backup is: the download of what was here can be cancelled or
 * blocked without the page knowing. So before a replace, what the person could see is also kept
 * in this browser (lib/store/undo-copies.ts), one copy per person, until they say the downloaded
 * backup is saved or undo the replace.
 */

export type KeptBeforeReplace = {
  /** The backup text to offer as a download. */
  text: string;
  backupName: string;
  /** "memory": the browser gave no database, so the copy lasts for this visit only. */
  storage: "indexeddb" | "memory";
};

/** What `viewer` may see here, as backup text, kept as their undo copy before `fileName` replaces it. Throws StoreError. */
export async function keepUndoCopy(
  viewer: string | null,
  fileName: string,
  now: Date = new Date(),
  data: AccountData = siteAccountData,
): Promise<KeptBeforeReplace> {
  const text = await data.exportText(recordsVisibleTo(viewer));
  const backupName = backupFileName(now, "before-import");
  const copy: UndoCopy = { owner: ownerOf(viewer), text, fileName, backupName, createdAt: now.toISOString() };
  const storage = await data.undoCopies().put(copy);
  return { text, backupName, storage };
}

export type PendingUndo = Pick<UndoCopy, "fileName" | "backupName" | "createdAt">;

/** The replace `viewer` can still undo here, or null. */
export async function pendingUndo(viewer: string | null, data: AccountData = siteAccountData): Promise<PendingUndo | null> {
  const copy = await data.undoCopies().get(ownerOf(viewer));
  return copy ? { fileName: copy.fileName, backupName: copy.backupName, createdAt: copy.createdAt } : null;
}

/** The person has the downloaded backup: the copy here goes. */
export function confirmBackupSaved(viewer: string | null, data: AccountData = siteAccountData): Promise<void> {
  return data.undoCopies().remove(ownerOf(viewer));
}

/**
 * Puts back what `viewer` could see before their last replace (and only that: the copy is checked
 * against what they may see now, like any import), then forgets the copy. Records made since the
 * replace, among those they may see, are replaced too. Throws StoreError "not-found" when there is
 * nothing to undo.
 */
export async function undoReplace(viewer: string | null, data: AccountData = siteAccountData): Promise<ImportResult> {
  const copy = await data.undoCopies().get(ownerOf(viewer));
  if (!copy) throw new StoreError("not-found", "There is no replace to undo in this browser.");
  // The copy was written by this site from this browser's own records: the person's filter is the
  // check that matters (no other account's record can come back through it).
  const plan = await data.prepareImport(copy.text, recordsVisibleTo(viewer), async () => []);
  const result = await plan.apply("replace");
  await data.undoCopies().remove(copy.owner);
  return result;
}
