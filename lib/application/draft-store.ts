import { isStoreError, StoreError, type ApplicationDraft, type ApplicationRecord, type Collection, type StoredFile } from "@/lib/store";
import { ownerStamp } from "@/lib/account/ownership";
import {
  holdsTheseAnswers,
  stampForKeepMine,
  stampForSave,
  stampOf,
  standing,
  type DraftSession,
  type DraftStamp,
} from "./draft-ownership";
import { restoreDraftValues, toStep, type ApplicationStep, type ApplicationValues } from "./realtor-wizard";

/**
 * The realtor application's drafts in the store: one per account of the browser and one for the
 * signed-out browser, each shared by the tabs of its owner and written only by a tab in step with
 * it (draft-ownership.ts). A tab's session names the owner, so it never reads, writes, submits or
 * discards another's draft. The collections are passed in, so the rules run the same against the
 * site's store and a test's.
 */

/**
 * The signed-out browser's draft. Before drafts had owners this was the browser's only draft, saved
 * for whoever was signed in: such a stored draft (no `ownerId`) is read as the signed-out browser's.
 */
export const DRAFT_ID = "realtor-application";

/** The id of `ownerId`'s draft (an account id), or of the signed-out browser's. */
export function draftIdFor(ownerId: string | undefined): string {
  return ownerId ? `${DRAFT_ID}:${ownerId}` : DRAFT_ID;
}

export type ApplicationCollections = {
  drafts: Collection<ApplicationDraft>;
  applications: Collection<ApplicationRecord>;
  files: Collection<StoredFile>;
};

export type LoadedDraft = { step: ApplicationStep; values: ApplicationValues; updatedAt: string; session: DraftSession };

/** Why a tab may not write its answers over the stored draft: the person chooses what to keep. */
export type DraftConflict =
  { kind: "changed"; updatedAt: string } | { kind: "discarded" } | { kind: "submitted"; application: ApplicationRecord };

/** A tab may go on (with its session, moved on if it wrote or took a newer stamp), or must be told. */
export type DraftWrite = { ok: true; session: DraftSession } | { ok: false; conflict: DraftConflict };

/** The stamp a tab holds after `stored` was written (by it, or read or adopted from another tab): its own tab id and owner. */
function sessionAfter(stored: ApplicationDraft, tab: { tabId: string; ownerId?: string }): DraftSession {
  return { ...stampOf(stored), tabId: tab.tabId, ...ownerStamp(tab.ownerId) };
}

/** `ownerId`'s stored draft; a record at its id that names another owner is no draft of theirs. */
async function ownDraft(collections: ApplicationCollections, ownerId: string | undefined): Promise<ApplicationDraft | undefined> {
  const stored = await collections.drafts.get(draftIdFor(ownerId));
  return stored && stored.ownerId === ownerId ? stored : undefined;
}

function isKind(error: unknown, kind: StoreError["kind"]): boolean {
  return isStoreError(error) && error.kind === kind;
}

/** `owner`'s stored draft as a tab reads it, with the stamp its form is built on. */
export async function readDraft(
  collections: ApplicationCollections,
  tabId: string,
  owner: { ownerId?: string } = {},
): Promise<LoadedDraft | null> {
  const draft = await ownDraft(collections, owner.ownerId);
  if (!draft) return null;
  return {
    step: toStep(draft.step),
    values: restoreDraftValues(draft.values),
    updatedAt: draft.updatedAt,
    session: sessionAfter(draft, { tabId, ...ownerStamp(owner.ownerId) }),
  };
}

/** A draft that was there and is no more: submitted (its application exists) or discarded, in another tab. */
async function goneFor(collections: ApplicationCollections, session: DraftSession): Promise<DraftConflict> {
  const application = await ownApplication(collections, session, session.submissionId);
  return application ? { kind: "submitted", application } : { kind: "discarded" };
}

/** The application stored under `id` if it is the session's owner's: another's is never shown. */
export async function ownApplication(
  collections: ApplicationCollections,
  session: DraftSession,
  id: string,
): Promise<ApplicationRecord | undefined> {
  const application = await collections.applications.get(id);
  return application && application.ownerId === session.ownerId ? application : undefined;
}

/** How the stored draft stands against this tab's form (`values`): whether the tab may save over it. */
export async function checkDraft(
  collections: ApplicationCollections,
  session: DraftSession,
  values: ApplicationValues,
): Promise<DraftWrite> {
  const stored = await ownDraft(collections, session.ownerId);
  if (!stored) {
    // None stored: fine for a tab that never had one; gone (discarded or submitted) for one that did.
    if (standing(undefined, session) === "in-step") return { ok: true, session };
    return { ok: false, conflict: await goneFor(collections, session) };
  }
  const stamp = stampOf(stored);
  if (standing(stamp, session) === "in-step") return { ok: true, session };
  if (holdsTheseAnswers(stamp, stored.values, session, values)) return { ok: true, session: sessionAfter(stored, session) };
  return { ok: false, conflict: { kind: "changed", updatedAt: stored.updatedAt } };
}

function draftRecord(stamp: DraftStamp, owner: DraftSession, step: ApplicationStep, values: ApplicationValues): ApplicationDraft {
  return {
    id: draftIdFor(owner.ownerId),
    ...ownerStamp(owner.ownerId),
    step,
    values: JSON.parse(JSON.stringify(values)) as ApplicationValues,
    updatedAt: new Date().toISOString(),
    ...stamp,
  };
}

/** Thrown inside a write's transaction to leave the stored draft as it is. */
class NotInStep extends StoreError {
  constructor() {
    super("conflict", "This draft was changed in another tab.");
  }
}

/** An autosave: writes this tab's answers as the next revision, only while the tab is in step. */
export async function saveDraft(
  collections: ApplicationCollections,
  session: DraftSession,
  step: ApplicationStep,
  values: ApplicationValues,
): Promise<DraftWrite> {
  try {
    // A tab that has not stored a draft yet creates it; creating fails if another tab did first.
    const written =
      session.revision === 0
        ? await collections.drafts.create(draftRecord(stampForKeepMine(undefined, session), session, step, values))
        : await collections.drafts.update(draftIdFor(session.ownerId), (old) => {
            const stamp = stampOf(old);
            const plan = stampForSave(stamp, session);
            if (plan.ok) return draftRecord(plan.stamp, session, step, values);
            // Another tab wrote these very answers: take its revision, change nothing.
            if (holdsTheseAnswers(stamp, old.values, session, values)) return old;
            throw new NotInStep();
          });
    return { ok: true, session: sessionAfter(written, session) };
  } catch (error) {
    // "conflict": a draft another tab started (create) or changed (update); "not-found": gone.
    if (isKind(error, "conflict") || isKind(error, "not-found")) {
      const checked = await checkDraft(collections, session, values);
      if (!checked.ok) return checked;
    }
    throw error;
  }
}

/** 'Keep mine': this tab's answers become the stored draft whatever it holds now. */
export async function keepMyDraft(
  collections: ApplicationCollections,
  session: DraftSession,
  step: ApplicationStep,
  values: ApplicationValues,
): Promise<DraftSession> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const written = await collections.drafts.update(draftIdFor(session.ownerId), (old) =>
        draftRecord(stampForKeepMine(stampOf(old), session), session, step, values),
      );
      return sessionAfter(written, session);
    } catch (error) {
      if (!isKind(error, "not-found") || attempt > 0) throw error;
    }
    try {
      const created = await collections.drafts.create(draftRecord(stampForKeepMine(undefined, session), session, step, values));
      return sessionAfter(created, session);
    } catch (error) {
      // Another tab created one in between: keep mine over it, once.
      if (!isKind(error, "conflict")) throw error;
    }
  }
}

/**
 * 'Start again': removes the stored draft if it is the one this tab's form holds. A newer draft
 * from another tab is not this tab's to throw away: the person is told and chooses first.
 */
export async function discardDraft(collections: ApplicationCollections, session: DraftSession): Promise<DraftWrite> {
  const stored = await ownDraft(collections, session.ownerId);
  if (!stored) return { ok: true, session };
  try {
    // Claim it (a write only a tab in step may make), so a save racing in from another tab fails
    // there, visibly, instead of being removed here unseen.
    await collections.drafts.update(stored.id, (old) => {
      const plan = stampForSave(stampOf(old), session);
      if (!plan.ok) throw new NotInStep();
      return { ...old, ...plan.stamp };
    });
  } catch (error) {
    if (isKind(error, "not-found")) return { ok: true, session };
    if (!isKind(error, "conflict")) throw error;
    return { ok: false, conflict: { kind: "changed", updatedAt: stored.updatedAt } };
  }
  await collections.drafts.remove(stored.id);
  return { ok: true, session };
}

/** Removes `session`'s owner's draft once its application has been submitted, if the stored draft is still that one. */
export async function removeSubmittedDraft(
  collections: ApplicationCollections,
  session: DraftSession,
  submissionId: string,
): Promise<void> {
  const stored = await ownDraft(collections, session.ownerId);
  if (stored && stampOf(stored).submissionId === submissionId) await collections.drafts.remove(stored.id);
}
