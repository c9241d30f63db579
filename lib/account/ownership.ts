/**
 * Whose records are whose when several people share one browser. A record made while signed in
 * carries its account's id (`ownerId`) and is shown only to that account; one made while signed
 * out (or a sample) carries none and is shown to whoever uses the browser. This keeps people's
 * records apart on screen and in exports; it is not encryption: anyone with this browser's
 * storage can still read them.
 */

export type Owned = { ownerId?: string | undefined };

/** What to spread into a new record: the account's id, or nothing when signed out. */
export function ownerStamp(accountId: string | null | undefined): { ownerId?: string } {
  return accountId ? { ownerId: accountId } : {};
}

/** Whether `viewer` (an account id, or null when signed out) may see the record. */
export function isVisibleTo(record: Owned, viewer: string | null): boolean {
  return record.ownerId === undefined || record.ownerId === viewer;
}

export function visibleTo<T extends Owned>(records: readonly T[], viewer: string | null): T[] {
  return records.filter((record) => isVisibleTo(record, viewer));
}

/** The viewer's own records and the ones made while signed out; other accounts' are left out. */
export function byOwnership<T extends Owned>(records: readonly T[], viewer: string | null): { mine: T[]; signedOut: T[] } {
  return {
    mine: viewer === null ? [] : records.filter((record) => record.ownerId === viewer),
    signedOut: records.filter((record) => record.ownerId === undefined),
  };
}
