import { allApplicationFields, draftFileIds, restoreDraftValues, type ApplicationValues } from "./realtor-wizard";

/**
 * The rules that let several tabs share one realtor application draft (each account of the browser,
 * and the signed-out browser, has its own: draft-store.ts), pure.
 * A stored draft is stamped with its revision, the tab that wrote it and the submission id made
 * when it started; a tab remembers the stamp its form is built on (its session). A tab saves over
 * the stored draft only while it is in step with it; otherwise it is told how the draft changed
 * and the person chooses (load the newer draft, or keep theirs): nothing is overwritten silently.
 */

/** What a stored draft carries about who wrote it. */
export type DraftStamp = { revision: number; tabId: string; submissionId: string };

/**
 * What a tab knows: its own id (one per page load), the submission id of the application it is
 * writing, the revision of the stored draft its form is built on (0: none stored yet), and whose
 * draft it is (`ownerId`: the account signed in when the session started; none for the signed-out
 * browser's draft). A session only ever reads and writes its owner's draft (draft-store.ts).
 */
export type DraftSession = DraftStamp & { ownerId?: string };

/** How the stored draft stands against a tab's form. "gone": it was there and is no more. */
export type DraftStanding = "in-step" | "changed" | "gone";

/**
 * A stored draft's stamp. One saved before stamps existed is revision 1 of no tab, and its
 * submission id comes from its save time: every tab reading it derives the same one, without
 * writing on read; its next save stores the stamp.
 */
export function stampOf(stored: { revision?: number; tabId?: string; submissionId?: string; updatedAt: string }): DraftStamp {
  return {
    revision: stored.revision ?? 1,
    tabId: stored.tabId ?? "",
    submissionId: stored.submissionId ?? `draft-${stored.updatedAt.replace(/\D/g, "")}`,
  };
}

/**
 * In step: the stored draft is the one the form was built on (same submission, same revision),
 * or this tab wrote it last (its own save landing before the tab heard back), or neither has one.
 */
export function standing(stored: DraftStamp | undefined, session: DraftSession): DraftStanding {
  if (!stored) return session.revision === 0 ? "in-step" : "gone";
  if (stored.submissionId !== session.submissionId) return "changed";
  if (stored.revision === session.revision || stored.tabId === session.tabId) return "in-step";
  return "changed";
}

function nextRevision(stored: DraftStamp | undefined, session: DraftSession): number {
  return Math.max(stored?.revision ?? 0, session.revision) + 1;
}

/** The stamp an autosave writes, or the standing that forbids it (only a tab in step saves). */
export function stampForSave(
  stored: DraftStamp | undefined,
  session: DraftSession,
): { ok: true; stamp: DraftStamp } | { ok: false; standing: Exclude<DraftStanding, "in-step"> } {
  const now = standing(stored, session);
  if (now !== "in-step") return { ok: false, standing: now };
  return { ok: true, stamp: { revision: nextRevision(stored, session), tabId: session.tabId, submissionId: session.submissionId } };
}

/**
 * The stamp of 'Keep mine': this tab's answers become the newest revision. The draft keeps the
 * submission id it has, so the tabs sharing it still submit one application between them.
 */
export function stampForKeepMine(stored: DraftStamp | undefined, session: DraftSession): DraftStamp {
  return {
    revision: nextRevision(stored, session),
    tabId: session.tabId,
    submissionId: stored?.submissionId ?? session.submissionId,
  };
}

/** Stable text of a value, with object keys in order, so equal answers compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/**
 * Whether two sets of answers are the same (a second submit of the same draft), each read as a
 * stored draft is read back (restoreDraftValues), so an empty field is equal however it is held.
 */
export function sameAnswers(a: unknown, b: unknown): boolean {
  const [left, right] = [restoreDraftValues(a), restoreDraftValues(b)];
  return allApplicationFields.every((field) => canonical(left[field]) === canonical(right[field]));
}

/**
 * A newer revision of the same application that holds exactly this tab's answers is no conflict
 * (both tabs submitting the same draft at once): the tab takes its stamp, and nothing is lost.
 */
export function holdsTheseAnswers(stored: DraftStamp, storedValues: unknown, session: DraftSession, values: unknown): boolean {
  return stored.submissionId === session.submissionId && sameAnswers(storedValues, values);
}

/**
 * Which of the files a tab let go may be deleted: those that no stored draft nor any application
 * points at (another tab's draft, or a submitted application, may still hold them).
 */
export function unreferencedFiles(
  released: Iterable<string>,
  storedDrafts: readonly ApplicationValues[],
  applications: readonly ApplicationValues[],
): string[] {
  const kept = new Set([...storedDrafts.flatMap(draftFileIds), ...applications.flatMap(draftFileIds)]);
  return [...released].filter((id) => !kept.has(id));
}
