import type { RecordFilter } from "@/lib/store";
import { isVisibleTo } from "./ownership";

/**
 * What a person may export, reset or replace on /account (issue 14): the records they may see
 * (lib/account/ownership.ts: their own, those made signed out, the samples) and, of the accounts,
 * only their own. The store applies it without knowing who is signed in; set-aside records are
 * judged by the record as it was stored. Like ownership, this keeps people's records apart in the
 * site's screens and files; it does not protect them from someone who can read the browser's storage.
 */

function fieldOf(record: unknown, key: "id" | "ownerId"): unknown {
  return typeof record === "object" && record !== null ? (record as Record<string, unknown>)[key] : undefined;
}

/** The records `viewer` (an account id, or null when signed out) may export, reset or replace. */
export function recordsVisibleTo(viewer: string | null): RecordFilter {
  return (collection, record) => {
    if (collection === "accounts") return viewer !== null && fieldOf(record, "id") === viewer;
    // A stored value that is not a record at all (set aside) names no owner: it is anyone's. An
    // owner that is not a string (a corrupted record) equals no account id: it is nobody's to take.
    return isVisibleTo({ ownerId: fieldOf(record, "ownerId") as string | undefined }, viewer);
  };
}
