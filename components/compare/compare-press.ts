import type { CompareId } from "@/lib/compare/compare-ids";
import { addCompare, toggleCompare } from "@/lib/compare/compare-list-changes";
import { announceCompare, currentCompareList, saveCompareList } from "./compare-changes";

/**
 * What a compare toggle's press does (loaded on the first press, or as the pointer or focus
 * reaches a toggle): adds the residence or takes it off, or refuses a fifth, and says which.
 * `seen` is the state the toggle showed when pressed: undefined (neutral, the list not yet known)
 * means add, never take off (issue 26, item 8).
 */
export function pressCompare(id: CompareId, name: string, seen: boolean | undefined): void {
  const list = currentCompareList();
  const outcome = seen === undefined ? addCompare(list, id) : toggleCompare(list, id);
  if (outcome.kind === "full" || outcome.kind === "already" || saveCompareList(outcome.list)) announceCompare(outcome, name);
}
