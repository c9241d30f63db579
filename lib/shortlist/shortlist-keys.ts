import { visibleTo, type Owned } from "@/lib/account/ownership";
import type { ShortlistItem, ShortlistKind } from "@/lib/schemas/shortlist";

/**
 * Which items a person has saved, from the stored shortlist records. Pure. A person sees the
 * records of their account and those saved in this browser while signed out (ownership.ts), so
 * a heart shows saved for either, and taking an item off removes every record of it they see.
 */

type Saved = Pick<ShortlistItem, "kind" | "itemId"> & Owned;

/** What a heart saves: the item by kind and id, and its name for the toast that says so. */
export type ShortlistTarget = { kind: ShortlistKind; itemId: string; name: string };

/** "listing:aman-miami-beach": one item, however many records save it. */
export function shortlistKey(kind: ShortlistKind, itemId: string): string {
  return `${kind}:${itemId}`;
}

/** The keys of every item `viewer` (an account id, or null signed out) has saved. */
export function savedKeys(records: readonly Saved[], viewer: string | null): Set<string> {
  return new Set(visibleTo(records, viewer).map((record) => shortlistKey(record.kind, record.itemId)));
}

/** The records of one item that `viewer` sees: what taking it off the shortlist removes. */
export function recordsOfItem<T extends Saved>(records: readonly T[], kind: ShortlistKind, itemId: string, viewer: string | null): T[] {
  return visibleTo(records, viewer).filter((record) => record.kind === kind && record.itemId === itemId);
}
