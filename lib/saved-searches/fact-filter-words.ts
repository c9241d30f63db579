import { FACT_QUERY_KEYS, type FactChoices, type FactFilters } from "@/lib/facts/fact-filters";
import { programmeFilterLabels, sortOrderLabels, type SortOrder } from "@/lib/schemas/search-fact-values";
import { buildStageLabels, serviceLabels } from "@/lib/schemas/fact-values";

/** The residence-fact filters of a saved search in words ("Off-plan, Rental programme: Offered, Kids' club"). */
export function factFilterWords(filters: FactFilters, choices: FactChoices): string[] {
  const parts: string[] = [];
  if (filters.stage) parts.push(buildStageLabels[filters.stage]);
  if (filters.programme) parts.push(`Rental programme: ${programmeFilterLabels[filters.programme]}`);
  if (filters.operator) parts.push(choices.operators.find((option) => option.value === filters.operator)?.label ?? filters.operator);
  parts.push(...(filters.services ?? []).map((service) => serviceLabels[service]));
  return parts;
}

/** "sorted by price: low to high", or nothing for the catalogue's own order. */
export function sortWords(sort: SortOrder | undefined): string[] {
  return sort ? [`sorted by ${sortOrderLabels[sort].charAt(0).toLowerCase()}${sortOrderLabels[sort].slice(1)}`] : [];
}

/** The query parameters the words above describe. */
export const FACT_WORD_KEYS: readonly string[] = Object.values(FACT_QUERY_KEYS);
