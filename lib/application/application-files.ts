import { createId, type Collection, type StoredFile } from "@/lib/store";
import type { FileRef } from "@/lib/schemas/realtor-application";
import { unreferencedFiles } from "./draft-ownership";
import type { ApplicationCollections } from "./draft-store";
import { FILE_FIELDS, restoreDraftValues, type ApplicationValues, type FileField } from "./realtor-wizard";

/**
 * The application's PDFs, kept as Blobs in the store's files collection, owned like the draft (by
 * the account signed in, or by nobody: the signed-out browser's) and pointed at by id from the
 * draft and from submitted applications. A file one tab lets go of (replaced, removed, Start
 * again) may still be held by a stored draft or by an application submitted from another tab,
 * so it is deleted only once nothing stored points at it.
 */

/** Keeps a checked PDF in the browser and returns the reference the form holds. */
export async function storePdf(files: Collection<StoredFile>, file: File, owner: { ownerId?: string } = {}): Promise<FileRef> {
  const id = createId();
  const name = file.name.slice(0, 255);
  // The stored type is decided here, never taken from the file (reliability-and-security.md 3.7).
  const blob = new Blob([file], { type: "application/pdf" });
  await files.create({ id, ...owner, name, type: "application/pdf", size: file.size, blob, createdAt: new Date().toISOString() });
  return { id, name, size: file.size };
}

/** Deletes the released files that no stored draft (of any owner) nor any application points at; returns those deleted. */
export async function deleteUnreferencedFiles(collections: ApplicationCollections, released: readonly string[]): Promise<string[]> {
  if (released.length === 0) return [];
  const [drafts, applications] = await Promise.all([collections.drafts.list(), collections.applications.list()]);
  const unreferenced = unreferencedFiles(
    released,
    drafts.map((draft) => restoreDraftValues(draft.values)),
    applications,
  );
  for (const id of unreferenced) await collections.files.remove(id);
  return unreferenced;
}

/**
 * The fields whose chosen PDF is no longer in the store (removed by another tab since it was
 * chosen) or is not the draft owner's (`ownerId`; none for the signed-out browser): a draft never
 * takes another's file, so one saved before drafts had owners loses those references.
 */
export async function missingFileFields(
  collections: ApplicationCollections,
  values: ApplicationValues,
  ownerId: string | undefined,
): Promise<FileField[]> {
  const usable = await Promise.all(
    FILE_FIELDS.map(async (field) => {
      const ref = values[field];
      if (!ref) return true;
      const file = await collections.files.get(ref.id);
      return file !== undefined && file.ownerId === ownerId;
    }),
  );
  return FILE_FIELDS.filter((_, index) => !usable[index]);
}

/** Shown at a file field whose PDF another tab removed after this tab chose it. */
export const FILE_GONE_MESSAGE = "This file was removed in another tab. Choose it again.";
