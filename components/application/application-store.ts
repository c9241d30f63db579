import { createId, removePreference, store, StoreError, writePreference, type ApplicationDraft, type ApplicationRecord } from "@/lib/store";
import { DRAFT_HINT_KEY } from "@/lib/application/draft-hint";
import { restoreDraftValues, toStep, type ApplicationStep, type ApplicationValues } from "@/lib/application/realtor-wizard";
import type { FileRef, RealtorApplication } from "@/lib/schemas/realtor-application";
import { currentOwner } from "@/lib/account/current-owner";

/**
 * The wizard's storage: one draft per browser (fields, step and file references) in
 * store.applicationDrafts, the PDFs themselves as Blobs in store.files, and the submitted
 * application in store.applications.
 */

export const DRAFT_ID = "realtor-application";

export type LoadedDraft = { step: ApplicationStep; values: ApplicationValues; updatedAt: string } | null;

/** The saved draft, with references to files that no longer exist (a reset, another tab) dropped. */
export async function loadDraft(): Promise<LoadedDraft> {
  const draft = await store.applicationDrafts.get(DRAFT_ID);
  if (!draft) {
    removePreference(DRAFT_HINT_KEY);
    return null;
  }
  writePreference(DRAFT_HINT_KEY, true);
  const values = restoreDraftValues(draft.values);
  for (const field of ["licenseUpload", "businessPlan", "references"] as const) {
    const ref = values[field];
    if (ref && !(await store.files.get(ref.id))) values[field] = undefined;
  }
  return { step: toStep(draft.step), values, updatedAt: draft.updatedAt };
}

/** Writes the draft, replacing the previous one. */
export async function saveDraft(step: ApplicationStep, values: ApplicationValues): Promise<void> {
  const draft: ApplicationDraft = {
    id: DRAFT_ID,
    step,
    values: JSON.parse(JSON.stringify(values)) as ApplicationValues,
    updatedAt: new Date().toISOString(),
  };
  try {
    await store.applicationDrafts.update(DRAFT_ID, () => draft);
  } catch (error) {
    if (error instanceof StoreError && error.kind === "not-found") await store.applicationDrafts.create(draft);
    else throw error;
  }
  writePreference(DRAFT_HINT_KEY, true);
}

export async function deleteDraft(): Promise<void> {
  await store.applicationDrafts.remove(DRAFT_ID);
  removePreference(DRAFT_HINT_KEY);
}

/** Keeps a checked PDF in the browser and returns the reference the form holds. */
export async function storePdf(file: File): Promise<FileRef> {
  const id = createId();
  // The stored type is decided here, never taken from the file (reliability-and-security.md 3.7).
  const blob = new Blob([file], { type: "application/pdf" });
  await store.files.create({
    id,
    ...currentOwner(),
    name: file.name.slice(0, 255),
    type: "application/pdf",
    size: file.size,
    blob,
    createdAt: new Date().toISOString(),
  });
  return { id, name: file.name.slice(0, 255), size: file.size };
}

/** Deletes a file the draft no longer points at; a file already gone is fine. */
export async function discardFile(id: string): Promise<void> {
  try {
    await store.files.remove(id);
  } catch {
    // Already removed (another tab, a reset): nothing to do.
  }
}

/** Saves the submitted application with its file references, then forgets the draft. */
export async function submitApplication(values: RealtorApplication): Promise<ApplicationRecord> {
  const record: ApplicationRecord = {
    ...values,
    id: createId(),
    ...currentOwner(),
    createdAt: new Date().toISOString(),
    status: "submitted",
  };
  const saved = await store.applications.create(record);
  await deleteDraft();
  return saved;
}
