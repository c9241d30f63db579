import type { PreferenceSchema } from "@/lib/store";
import { COMPARE_LIMIT, isCompareId, type CompareId } from "./compare-ids";

/**
 * The compare list: the ids a person chose to compare, in the order chosen, at most COMPARE_LIMIT.
 * A preference-like list (localStorage under "rm:compare", COMPARE_PREFERENCE, through lib/store's
 * preferences), not a record: no owner, no history, not in backups; it follows the browser, like
 * the grid or list view.
 */
export type CompareList = readonly CompareId[];

export const EMPTY_COMPARE_LIST: CompareList = [];

/**
 * The stored list, validated and recovered: an array keeps its ids of the right shape (each
 * once, the first COMPARE_LIMIT); anything else is refused, so the reader falls back to the empty
 * list (readPreference keeps a copy of the unreadable value). No zod at run time: every card ships it.
 */
export const compareListSchema: PreferenceSchema<CompareList> = {
  "~standard": {
    validate: (value) => {
      if (!Array.isArray(value)) return { issues: [{ message: "The compare list is not a list" }] };
      const ids = [...new Set(value.filter(isCompareId))].slice(0, COMPARE_LIMIT);
      return { value: ids };
    },
  },
};
