import { readSession } from "@/lib/auth/session";

/**
 * Where the compare list is kept (localStorage, lib/store's preferences), and the one question the
 * tray's loader on every page asks of it: does it hold anything? The loader carries this file
 * alone; the list itself is validated where it is shown or changed (compare-list.ts).
 *
 * Each account has its own list, "rm:compare:<account id>", and the signed-out browser has
 * "rm:compare", where every list was kept before lists had owners: those read as the signed-out
 * browser's. Another account signed in on the same browser never sees them.
 */
export const COMPARE_PREFERENCE = "compare";

/** What an account's key starts with; its id follows. */
export const ACCOUNT_COMPARE_PREFIX = `${COMPARE_PREFERENCE}:`;

/** The preference holding the list of `accountId`, or of the signed-out browser (null). */
export function comparePreferenceFor(accountId: string | null | undefined): string {
  return accountId ? `${ACCOUNT_COMPARE_PREFIX}${accountId}` : COMPARE_PREFERENCE;
}

/** The preference of whoever is signed in now (a press reads it afresh). */
export function currentComparePreference(): string {
  return comparePreferenceFor(readSession()?.accountId);
}

/** How many entries the stored text holds (0 for none, or for anything but a JSON array). */
export function storedEntryCount(raw: string | null): number {
  if (raw === null) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}
