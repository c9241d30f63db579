import type { FactChoices, FactFilters } from "./fact-filters";

/**
 * How many records each choice of each fact filter would leave, the other filters as they are:
 * by value ("" is the filter's "Any"); a service counts the records left were it also ticked.
 */
export type FactOptionCounts = {
  stage: Record<string, number>;
  programme: Record<string, number>;
  services: Record<string, number>;
  operator: Record<string, number>;
};

type Matches<R, F> = (record: R, filters: F) => boolean;

function countWhere<R, F>(records: readonly R[], matches: Matches<R, F>, filters: F): number {
  return records.reduce((count, record) => (matches(record, filters) ? count + 1 : count), 0);
}

/** How many records each value of the one-choice filter `key` would leave ("" for any), the other filters as they are. */
export function choiceCounts<R, F extends object>(
  records: readonly R[],
  filters: F,
  matches: Matches<R, F>,
  key: keyof F,
  values: readonly string[],
): Record<string, number> {
  const counts: Record<string, number> = { "": countWhere(records, matches, { ...filters, [key]: undefined }) };
  for (const value of values) counts[value] = countWhere(records, matches, { ...filters, [key]: value });
  return counts;
}

/** The counts beside every choice of the fact filters, for records matched by the page's own `matches`. */
export function factOptionCounts<R, F extends FactFilters>(
  records: readonly R[],
  filters: F,
  matches: Matches<R, F>,
  choices: FactChoices,
): FactOptionCounts {
  const services: Record<string, number> = {};
  for (const service of choices.services) {
    const ticked = filters.services?.includes(service) ? filters.services : [...(filters.services ?? []), service];
    services[service] = countWhere(records, matches, { ...filters, services: ticked });
  }
  return {
    stage: choiceCounts(records, filters, matches, "stage", choices.stages),
    programme: choiceCounts(records, filters, matches, "programme", choices.programmes),
    services,
    operator: choiceCounts(
      records,
      filters,
      matches,
      "operator",
      choices.operators.map((option) => option.value),
    ),
  };
}
