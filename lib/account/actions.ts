import {
  exportBackupText,
  signingKeyStore,
  undoCopyStore,
  type ImportCheck,
  type ImportMode,
  type ImportPlan,
  type ImportResult,
  type RecordFilter,
  type SigningKeyStore,
  type UndoCopyStore,
} from "@/lib/store";
import { prepareImport, resetStore } from "@/lib/store/writes";
import { SIGNED_OUT_KEY_ID } from "@/lib/deals/signing/key-owner";
import { recordsVisibleTo } from "./data-rights";
import { accountImportCheck } from "./import-check";

/**
 * What My activity's data controls change: the whole store (reset, import) and the signing keys.
 * Like every action's store (lib/store/writes.ts), the site's unless a test passes its own:
 * a test store (siteTestStore) has `reset` and `prepareImport` of the same shape.
 */
export type AccountData = {
  reset(visible?: RecordFilter): Promise<void>;
  prepareImport(backup: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<ImportPlan>;
  exportText(visible?: RecordFilter): Promise<string>;
  signingKeys(): SigningKeyStore;
  undoCopies(): UndoCopyStore;
};

export const siteAccountData: AccountData = {
  reset: resetStore,
  prepareImport,
  exportText: exportBackupText,
  signingKeys: signingKeyStore,
  undoCopies: undoCopyStore,
};

/** Whose undo copy (lib/account/undo-replace.ts): the account's, or the signed-out browser's. */
export const undoOwnerOf = (viewer: string | null): string => viewer ?? SIGNED_OUT_KEY_ID;

/**
 * "Reset demo data" for `viewer` (an account id, or null signed out): the records they may see
 * are deleted and the samples written again (lib/account/data-rights.ts); every other record stays.
 * The undo copy of an earlier replace goes. Signed in, the account goes too, and its signing key with it (signatures made keep their public
 * key); a key that cannot be removed does not undo the reset. Throws the store's StoreError.
 */
export async function resetDemoData(viewer: string | null, data: AccountData = siteAccountData): Promise<void> {
  await data.reset(recordsVisibleTo(viewer));
  // Starting over: a replace made before the reset is no longer offered for undo.
  await data
    .undoCopies()
    .remove(undoOwnerOf(viewer))
    .catch(() => undefined);
  if (viewer === null) return;
  const keys = data.signingKeys();
  await keys.remove(viewer).catch(() => undefined);
}

/**
 * Reads a chosen backup file and compares it with what `visible` covers here, changing nothing:
 * the plan's preview is what the import dialog shows. Throws StoreError "invalid" with the reason,
 * also for a file holding anything the importer could not see here (another account's records, an
 * account not theirs) or an account this site could not have made (import-check.ts).
 */
export function checkBackup(
  file: File,
  visible: RecordFilter,
  data: AccountData = siteAccountData,
  check: ImportCheck = accountImportCheck(),
): Promise<ImportPlan> {
  return data.prepareImport(file, visible, check);
}

/**
 * Writes a checked backup, all or nothing: a merge adds what is missing here, a replace makes it
 * exactly the file's. A replace by `viewer` from a file without their account deletes the account,
 * so its signing key goes too, as with a reset: a new account of the same email must not sign with
 * it. A key that cannot be removed does not undo the replace.
 */
export async function writeBackup(
  plan: ImportPlan,
  mode: ImportMode,
  viewer: string | null = null,
  data: AccountData = siteAccountData,
): Promise<ImportResult> {
  const result = await plan.apply(mode);
  const keepsAccount = plan.preview.collections.some((count) => count.collection === "accounts" && count.inFile > 0);
  if (mode === "replace" && viewer !== null && !keepsAccount)
    await data
      .signingKeys()
      .remove(viewer)
      .catch(() => undefined);
  return result;
}
