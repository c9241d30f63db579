/**
 * A hint in localStorage that a realtor application draft is saved in this browser, so the page
 * can hold its form back before the first paint (lib/first-paint/pending-marks-script.ts) instead
 * of showing an empty one that the restored draft then replaces. Only a hint: the draft itself is read from
 * the store, and the wizard shows whatever it finds there.
 */
export const DRAFT_HINT_KEY = "application-draft";
