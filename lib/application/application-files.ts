import { createId, type Collection, type StoredFile } from "@/lib/store";
import type { FileRef } from "@/lib/schemas/realtor-application";
import { unreferencedFiles } from "./draft-ownership";
import { DRAFT_ID, type ApplicationCollections } from "./draft-store";
import { FILE_FIELDS, restoreDraftValues, type ApplicationValues, type FileField } from "./realtor-wizard";

/**
 * The application's PDFs, kept as Blobs in the store's files collection and pointed at by id from
 * the draft and from submitted applications. A file one tab lets go of (replaced, removed, Start
 * again) may still be held by the shared draft or by an application submitted from another tab,
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

/** Deletes the released files that neither the stored draft nor any application points at; returns those deleted. */
export async function deleteUnreferencedFiles(collections: ApplicationCollections, released: readonly string[]): Promise<string[]> {
  if (released.length === 0) return [];
  const [draft, applications] = await Promise.all([collections.drafts.get(DRAFT_ID), collections.applications.list()]);
  const unreferenced = unreferencedFiles(released, draft && restoreDraftValues(draft.values), applications);
  for (const id of unreferenced) await collections.files.remove(id);
  return unreferenced;
}

/** The fields whose chosen PDF is no longer in the store (removed by another tab since it was chosen). */
export async function missingFileFields(collections: ApplicationCollections, values: ApplicationValues): Promise<FileField[]> {
  const found = await Promise.all(FILE_FIELDS.map((field) => (values[field] ? collections.files.get(values[field].id) : true)));
  return FILE_FIELDS.filter((_, index) => found[index] === undefined);
}

/** Shown at a file field whose PDF another tab removed after this tab chose it. */
export const FILE_GONE_MESSAGE = "This file was removed in another tab. Choose it again.";
