import { COMPARE_LIMIT, type CompareId } from "./compare-ids";
import type { CompareList } from "./compare-list";

/** Changes to the compare list, pure: what a press, a removal or a comparison does to it. */

export type ToggleOutcome =
  | { kind: "added"; list: CompareList }
  | { kind: "removed"; list: CompareList }
  /** The list holds COMPARE_LIMIT already: nothing changes, and the person is told. */
  | { kind: "full"; list: CompareList }
  /** An add-only press (addCompare) on an id the list holds: nothing changes. */
  | { kind: "already"; list: CompareList };

/** Adds `id` to the end of the list, or takes it off when it is there; never drops another id. */
export function toggleCompare(list: CompareList, id: CompareId): ToggleOutcome {
  if (list.includes(id)) return { kind: "removed", list: list.filter((entry) => entry !== id) };
  if (list.length >= COMPARE_LIMIT) return { kind: "full", list };
  return { kind: "added", list: [...list, id] };
}

/**
 * What a press means when the person could not see the list's state (the toggle was neutral: a
 * press held before the page was interactive, or made before the list was read): add, never take
 * off. A press on a toggle that showed its state is `toggleCompare`.
 */
export function addCompare(list: CompareList, id: CompareId): ToggleOutcome {
  return list.includes(id) ? { kind: "already", list } : toggleCompare(list, id);
}

/** The list without `id`. */
export function withoutCompare(list: CompareList, id: CompareId): CompareList {
  return list.filter((entry) => entry !== id);
}

/** Whether two lists hold the same ids in the same order. */
export function sameCompareList(a: CompareList, b: CompareList): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
