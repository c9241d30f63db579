/**
 * Filtering by the residence facts, shared by the searches of /buy, /residences and /rent: the
 * query parameters, reading and writing them, and the matching. Pure, no React.
 *
 * ?status=off-plan&programme=offered&service=concierge&service=kids-club&operator=aman. Reading
 * accepts only the values the page offers (its FactChoices); anything else is dropped and
 * reported in `ignored`, by parameter name.
 */
import { pickMany, pickOne, wasIgnored, type QueryReader } from "@/lib/query-params";
import type { FactFilters } from "@/lib/schemas/filters";
import type { SearchFacts } from "./search-facts";
import type { ProgrammeFilter } from "@/lib/schemas/search-fact-values";
import { BUILD_STAGE_VALUES, SERVICE_VALUES, type BuildStage, type Service } from "@/lib/schemas/fact-values";

export type { FactFilters };

/** A choice of a select: the value in the URL and what it says. */
export type FactOption = { value: string; label: string };

/**
 * The fact filters a page offers and the values each may take, in display order. A filter with
 * no values is not offered (its parameter is then ignored).
 */
export type FactChoices = {
  stages: readonly BuildStage[];
  programmes: readonly ProgrammeFilter[];
  services: readonly Service[];
  operators: readonly FactOption[];
};

export const FACT_QUERY_KEYS = {
  stage: "status",
  programme: "programme",
  services: "service",
  operator: "operator",
} as const satisfies Record<keyof FactFilters, string>;

export type FactQueryKey = (typeof FACT_QUERY_KEYS)[keyof typeof FACT_QUERY_KEYS];

/** What a record must carry to be filtered by its facts. */
export type FactFilterable = { facts: Pick<SearchFacts, "stage" | "programme" | "programmeStructure" | "services" | "operator"> };

/** Reads the fact filters from a URL query, keeping only the values in `choices`. */
export function parseFactQuery(params: QueryReader, choices: FactChoices): { filters: FactFilters; ignored: FactQueryKey[] } {
  const keys = FACT_QUERY_KEYS;
  const operators = choices.operators.map((option) => option.value);
  const stage = pickOne(params, keys.stage, choices.stages);
  const programme = pickOne(params, keys.programme, choices.programmes);
  const services = pickMany(params, keys.services, choices.services);
  const operator = pickOne(params, keys.operator, operators);

  const filters: FactFilters = {};
  if (stage) filters.stage = stage;
  if (programme) filters.programme = programme;
  if (services.length > 0) filters.services = services;
  if (operator) filters.operator = operator;

  const ignored: FactQueryKey[] = [];
  if (wasIgnored(params, keys.stage, stage !== undefined)) ignored.push(keys.stage);
  if (wasIgnored(params, keys.programme, programme !== undefined)) ignored.push(keys.programme);
  const offered: readonly string[] = choices.services;
  if (params.getAll(keys.services).some((value) => value !== "" && !offered.includes(value))) ignored.push(keys.services);
  if (wasIgnored(params, keys.operator, operator !== undefined)) ignored.push(keys.operator);
  return { filters, ignored };
}

/** Adds the fact filters to `params` in their canonical order (services in the order of the list of services). */
export function appendFactQuery(params: URLSearchParams, filters: FactFilters): URLSearchParams {
  const keys = FACT_QUERY_KEYS;
  if (filters.stage) params.set(keys.stage, filters.stage);
  if (filters.programme) params.set(keys.programme, filters.programme);
  for (const service of SERVICE_VALUES) {
    if (filters.services?.includes(service)) params.append(keys.services, service);
  }
  if (filters.operator) params.set(keys.operator, filters.operator);
  return params;
}

/**
 * `filters` with its fact filters replaced by `facts`; a fact filter that is undefined or an empty
 * list is left out, so the state stays canonical.
 */
export function withFactFilters<F extends FactFilters>(filters: F, facts: FactFilters): F {
  const next = { ...filters };
  delete next.stage;
  delete next.programme;
  delete next.services;
  delete next.operator;
  if (facts.stage) next.stage = facts.stage;
  if (facts.programme) next.programme = facts.programme;
  if (facts.services?.length) next.services = facts.services;
  if (facts.operator) next.operator = facts.operator;
  return next;
}

/** How many fact filters are set (each service counts once). */
export function activeFactFilterCount(filters: FactFilters): number {
  return (filters.stage ? 1 : 0) + (filters.programme ? 1 : 0) + (filters.services?.length ?? 0) + (filters.operator ? 1 : 0);
}

function matchesProgramme(facts: FactFilterable["facts"], programme: ProgrammeFilter): boolean {
  switch (programme) {
    case "offered":
      return facts.programme !== "none";
    case "none":
      return facts.programme === "none";
    default:
      return facts.programmeStructure === programme;
  }
}

/** True when the record passes every fact filter that is set; every chosen service must be included. */
export function matchesFactFilters(record: FactFilterable, filters: FactFilters): boolean {
  const { facts } = record;
  if (filters.stage && facts.stage !== filters.stage) return false;
  if (filters.programme && !matchesProgramme(facts, filters.programme)) return false;
  if (filters.operator && facts.operator !== filters.operator) return false;
  return (filters.services ?? []).every((service) => facts.services.includes(service));
}

/** Which fact filters a page offers: the stages, services and operators its records have, and the programme filter's values. */
export type FactOffer = { stage?: boolean; programmes?: readonly ProgrammeFilter[]; services?: boolean; operator?: boolean };

/** The choices of each fact filter a page offers, from what its records hold (operators by name). */
export function factChoicesOf(
  records: readonly { facts: Pick<SearchFacts, "stage" | "services" | "operator" | "operatorName"> }[],
  offer: FactOffer,
): FactChoices {
  const operators = new Map(records.map(({ facts }) => [facts.operator, facts.operatorName]));
  return {
    stages: offer.stage ? BUILD_STAGE_VALUES.filter((stage) => records.some(({ facts }) => facts.stage === stage)) : [],
    programmes: offer.programmes ?? [],
    services: offer.services ? SERVICE_VALUES.filter((service) => records.some(({ facts }) => facts.services.includes(service))) : [],
    operators: offer.operator
      ? [...operators].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label))
      : [],
  };
}
