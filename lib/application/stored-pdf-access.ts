import { currentOwner } from "@/lib/account/current-owner";
import { isVisibleTo } from "@/lib/account/ownership";
import { store, type ReadableCollection, type StoredFile } from "@/lib/store";

/**
 * A submitted application's PDF, as My activity's Download asks for it: served only to whoever
 * may see the file (lib/account/ownership.ts: the account that stored it, or anyone for one stored
 * signed out) and, of the applications, from one they may see. An application can point at a file
 * of another account (one submitted from a draft that, before drafts had owners, was shared by
 * every account of the browser): its download is refused, not served.
 */
export type StoredPdfAccess = { kind: "file"; file: StoredFile } | { kind: "missing" } | { kind: "not-yours" };

/** Shown instead of a download refused because the file is another account's. */
export const NOT_YOUR_FILE_MESSAGE = "This file belongs to another account in this browser: only that account can download it.";

export async function openApplicationPdf(
  fileId: string,
  application: { ownerId?: string },
  files: ReadableCollection<StoredFile> = store.files,
): Promise<StoredPdfAccess> {
  const viewer = currentOwner().ownerId ?? null;
  if (!isVisibleTo(application, viewer)) return { kind: "not-yours" };
  const file = await files.get(fileId);
  if (!file) return { kind: "missing" };
  return isVisibleTo(file, viewer) ? { kind: "file", file } : { kind: "not-yours" };
}
