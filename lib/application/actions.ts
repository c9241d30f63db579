import { currentOwner } from "@/lib/account/current-owner";
import { ownerStamp } from "@/lib/account/ownership";
import type { FileRef, RealtorApplication } from "@/lib/schemas/realtor-application";
import { createId, removePreference, writePreference } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { deleteUnreferencedFiles, missingFileFields, storePdf as storePdfIn } from "./application-files";
import { draftHintKey } from "./draft-hint";
import type { DraftSession } from "./draft-ownership";
import * as drafts from "./draft-store";
import { draftFileIds, type ApplicationStep, type ApplicationValues } from "./realtor-wizard";
import { submitApplication as submitIn } from "./submit-application";

/**
 * The wizard's storage in this browser: the draft of whoever is signed in (each account has its
 * own, the signed-out browser another), shared by their tabs (fields, step, file references and
 * its stamp) in store.applicationDrafts, the PDFs as Blobs in store.files, the submitted
 * application in store.applications. The rules are this folder's (draft-store.ts,
 * submit-application.ts, application-files.ts); these actions bind them to the store (the site's
 * unless a test passes one), this tab's id, who is signed in (a session keeps the owner it started
 * with) and the first-paint hint that a draft exists.
 */

export type { DraftConflict, LoadedDraft } from "./draft-store";

function collectionsOf(store: WritableStore): drafts.ApplicationCollections {
  return { drafts: store.applicationDrafts, applications: store.applications, files: store.files };
}

let tabId: string | undefined;

/** This page load's id: the stamp of the drafts it writes. */
function thisTab(): string {
  return (tabId ??= createId());
}

/** A new application's session: no draft stored yet, the id its submission will have, and whose (who is signed in, unless given). */
export function newDraftSession(owner: { ownerId?: string } = currentOwner()): DraftSession {
  return { tabId: thisTab(), submissionId: createId(), revision: 0, ...ownerStamp(owner.ownerId) };
}

function hintDraft(exists: boolean, ownerId: string | undefined) {
  if (exists) writePreference(draftHintKey(ownerId), true);
  else removePreference(draftHintKey(ownerId));
}

/**
 * The signed-in person's saved draft (the signed-out browser's when nobody is), with references to
 * files that no longer exist (a reset, another tab) or are not theirs dropped.
 * `replacing`: the answers the loaded draft takes the place of ('Load the newer draft'), whose files this tab lets go.
 */
export async function loadDraft(replacing?: ApplicationValues, store: WritableStore = writableStore): Promise<drafts.LoadedDraft | null> {
  const collections = collectionsOf(store);
  const owner = currentOwner();
  if (replacing) releaseFilesOf(replacing);
  const draft = await drafts.readDraft(collections, thisTab(), owner);
  if (replacing) await collectReleasedFiles(collections);
  hintDraft(draft !== null, owner.ownerId);
  if (!draft) return null;
  for (const field of await missingFileFields(collections, draft.values, owner.ownerId)) draft.values[field] = undefined;
  return draft;
}

export function checkDraft(session: DraftSession, values: ApplicationValues, store: WritableStore = writableStore) {
  return drafts.checkDraft(collectionsOf(store), session, values);
}

export async function saveDraft(
  session: DraftSession,
  step: ApplicationStep,
  values: ApplicationValues,
  store: WritableStore = writableStore,
) {
  const collections = collectionsOf(store);
  const written = await drafts.saveDraft(collections, session, step, values);
  if (written.ok) {
    hintDraft(true, session.ownerId);
    void collectReleasedFiles(collections);
  }
  return written;
}

export async function keepMyDraft(
  session: DraftSession,
  step: ApplicationStep,
  values: ApplicationValues,
  store: WritableStore = writableStore,
) {
  const collections = collectionsOf(store);
  const written = await drafts.keepMyDraft(collections, session, step, values);
  hintDraft(true, session.ownerId);
  void collectReleasedFiles(collections);
  return written;
}

/** Start again: the draft goes (if it is this tab's to discard) and so do its files, unless something else holds them. */
export async function discardDraft(session: DraftSession, values: ApplicationValues, store: WritableStore = writableStore) {
  const collections = collectionsOf(store);
  const discarded = await drafts.discardDraft(collections, session);
  if (discarded.ok) {
    hintDraft(false, session.ownerId);
    releaseFilesOf(values);
    await collectReleasedFiles(collections);
  }
  return discarded;
}

export async function submitApplication(
  session: DraftSession,
  values: RealtorApplication,
  formValues: ApplicationValues,
  store: WritableStore = writableStore,
) {
  const collections = collectionsOf(store);
  const outcome = await submitIn(collections, session, values, formValues);
  if (outcome.kind === "created" || outcome.kind === "existing") {
    hintDraft(false, session.ownerId);
    await collectReleasedFiles(collections);
  }
  return outcome;
}

/** The fields whose chosen PDF another tab has removed since (or that is not the session's owner's). */
export function filesGoneFrom(session: DraftSession, values: ApplicationValues, store: WritableStore = writableStore) {
  return missingFileFields(collectionsOf(store), values, session.ownerId);
}

/** Keeps a checked PDF in the browser and returns the reference the form holds. */
export function storePdf(file: File, store: WritableStore = writableStore): Promise<FileRef> {
  return storePdfIn(store.files, file, currentOwner());
}

// Files this tab let go of, deleted once nothing stored points at them: the draft's next save
// is what stops pointing at a removed file, so they wait for it.
const released = new Set<string>();

export function releaseFile(id: string): void {
  released.add(id);
}

function releaseFilesOf(values: ApplicationValues): void {
  for (const id of draftFileIds(values)) released.add(id);
}

async function collectReleasedFiles(collections: drafts.ApplicationCollections): Promise<void> {
  try {
    for (const id of await deleteUnreferencedFiles(collections, [...released])) released.delete(id);
  } catch {
    // Storage refused: the files stay until a later save tries again.
  }
}
