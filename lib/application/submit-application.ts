import { ownerStamp } from "@/lib/account/ownership";
import { isStoreError, type ApplicationRecord } from "@/lib/store";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { missingFileFields } from "./application-files";
import { sameAnswers, type DraftSession } from "./draft-ownership";
import { ownApplication, removeSubmittedDraft, saveDraft, type ApplicationCollections, type DraftConflict } from "./draft-store";
import type { ApplicationValues, FileField } from "./realtor-wizard";

export type SubmitOutcome =
  /** Saved now. */
  | { kind: "created"; application: ApplicationRecord; session: DraftSession }
  /** These answers were submitted before (a second click, another tab): that application, not a second one. */
  | { kind: "existing"; application: ApplicationRecord }
  /** The shared draft changed in another tab, or its application went in with other answers: the person chooses. */
  | { kind: "conflict"; conflict: DraftConflict }
  /** A chosen PDF is no longer in the browser (removed in another tab): it must be chosen again. */
  | { kind: "missing-files"; fields: FileField[] };

async function submitted(
  collections: ApplicationCollections,
  session: DraftSession,
  values: RealtorApplication,
  application: ApplicationRecord,
): Promise<SubmitOutcome> {
  if (!sameAnswers(values, application)) return { kind: "conflict", conflict: { kind: "submitted", application } };
  await removeSubmittedDraft(collections, session, application.id);
  return { kind: "existing", application };
}

/**
 * Submits the application once, however often it is asked: its id is the draft's submission id,
 * made when the draft started, so a second submit (a double click, the same draft in another
 * tab) finds the application instead of adding one. The draft is saved first, as any autosave,
 * so answers that another tab changed meanwhile are never submitted over unseen; it is removed
 * only after the application is stored, and only if it is still this application's draft.
 */
export async function submitApplication(
  collections: ApplicationCollections,
  session: DraftSession,
  values: RealtorApplication,
  /** The form's answers as typed, saved with the draft as every autosave saves them. */
  formValues: ApplicationValues = values,
): Promise<SubmitOutcome> {
  const gone = await missingFileFields(collections, values, session.ownerId);
  if (gone.length > 0) return { kind: "missing-files", fields: gone };

  let current = session;
  const saved = await saveDraft(collections, session, 5, formValues);
  if (saved.ok) current = saved.session;
  else if (saved.conflict.kind === "submitted") return submitted(collections, current, values, saved.conflict.application);
  else if (saved.conflict.kind === "changed") return { kind: "conflict", conflict: saved.conflict };
  // "discarded": no draft is stored, so no other tab's answers are at stake; submit these.

  const record: ApplicationRecord = {
    ...values,
    id: current.submissionId,
    // The draft's owner's (lib/account/ownership.ts): nothing for the signed-out browser's.
    ...ownerStamp(current.ownerId),
    createdAt: new Date().toISOString(),
    status: "submitted",
  };
  try {
    const application = await collections.applications.create(record);
    await removeSubmittedDraft(collections, current, application.id);
    return { kind: "created", application, session: current };
  } catch (error) {
    if (!(isStoreError(error) && error.kind === "conflict")) throw error;
    const existing = await ownApplication(collections, current, record.id);
    if (!existing) throw error;
    return submitted(collections, current, values, existing);
  }
}
