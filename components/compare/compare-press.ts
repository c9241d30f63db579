import type { CompareId } from "@/lib/compare/compare-ids";
import { toggleCompare } from "@/lib/compare/compare-list-changes";
import { announceCompare, currentCompareList, saveCompareList } from "./compare-changes";

/**
 * What a compare toggle's press does (loaded on the first press, or as the pointer or focus
 * reaches a toggle): adds the residence or takes it off, or refuses a fifth, and says which.
 */
export function pressCompare(id: CompareId, name: string): void {
  const outcome = toggleCompare(currentCompareList(), id);
  if (outcome.kind === "full" || saveCompareList(outcome.list)) announceCompare(outcome, name);
}
