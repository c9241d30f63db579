/**
 * A hint in localStorage that a realtor application draft is saved in this browser for whoever is
 * signed in (each account has its own key, the signed-out browser the bare one), so the page can
 * hold its form back before the first paint (lib/first-paint/pending-marks-script.ts, which builds
 * the same key from the stored session) instead of showing an empty one that the restored draft
 * then replaces. Only a hint: the draft itself is read from the store, and the wizard shows
 * whatever it finds there.
 */
export const DRAFT_HINT_KEY = "application-draft";

/** The hint's key for `ownerId`'s draft (an account id), or for the signed-out browser's. */
export function draftHintKey(ownerId: string | undefined): string {
  return ownerId ? `${DRAFT_HINT_KEY}:${ownerId}` : DRAFT_HINT_KEY;
}
