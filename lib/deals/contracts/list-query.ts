import { parseMoney, plainAmount } from "@/lib/money-input";
import type { Contract, ContractStatus } from "@/lib/schemas/contract";

/*
 * The /contracts list: search, status tabs, filters and sort, all kept in the URL query so a
 * reload or a shared link shows the same list. Pure: the page parses the query, filters and
 * sorts the store's contracts with it, and writes changes back with serializeListQuery.
 */

export const contractTabs = [
  { value: "all", label: "All Contracts", status: null },
  { value: "pending", label: "Pending", status: "pending_signature" },
  { value: "review", label: "In Review", status: "in_review" },
  { value: "completed", label: "Completed", status: "completed" },
] as const satisfies readonly { value: string; label: string; status: ContractStatus | null }[];

export type ContractTab = (typeof contractTabs)[number]["value"];

export const contractSorts = [
  { value: "newest", label: "Newest first" },
  { value: "deadline", label: "Deadline, soonest first" },
  { value: "amount", label: "Amount, highest first" },
] as const;

export type ContractSort = (typeof contractSorts)[number]["value"];

export const filterableStatuses: readonly ContractStatus[] = ["pending_signature", "in_review", "completed", "cancelled"];

export type ContractListQuery = {
  /** Search text as typed (matched trimmed and case-insensitively). */
  q: string;
  tab: ContractTab;
  /** Status filter; empty means any status. */
  statuses: ContractStatus[];
  /** Purchase amount range in integer cents, inclusive (dollars in the URL: min=8000000). */
  minAmountCents: number | null;
  maxAmountCents: number | null;
  /** Deadline range, YYYY-MM-DD, inclusive. */
  deadlineFrom: string | null;
  deadlineTo: string | null;
  sort: ContractSort;
};

export const DEFAULT_LIST_QUERY: ContractListQuery = {
  q: "",
  tab: "all",
  statuses: [],
  minAmountCents: null,
  maxAmountCents: null,
  deadlineFrom: null,
  deadlineTo: null,
  sort: "newest",
};

const MAX_SEARCH = 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isTab(value: string | null): value is ContractTab {
  return contractTabs.some((tab) => tab.value === value);
}

function isSort(value: string | null): value is ContractSort {
  return contractSorts.some((sort) => sort.value === value);
}

function readAmount(value: string | null): number | null {
  return value === null ? null : parseMoney(value);
}

function readDate(value: string | null): string | null {
  return value !== null && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** Reads the list's URL query; anything unreadable falls back to the default (never throws). */
export function parseListQuery(params: URLSearchParams): ContractListQuery {
  const tab = params.get("tab");
  const sort = params.get("sort");
  const statuses = (params.get("status") ?? "")
    .split(",")
    .filter((status): status is ContractStatus => (filterableStatuses as readonly string[]).includes(status));
  return {
    q: (params.get("q") ?? "").slice(0, MAX_SEARCH),
    tab: isTab(tab) ? tab : "all",
    statuses: filterableStatuses.filter((status) => statuses.includes(status)),
    minAmountCents: readAmount(params.get("min")),
    maxAmountCents: readAmount(params.get("max")),
    deadlineFrom: readDate(params.get("from")),
    deadlineTo: readDate(params.get("to")),
    sort: isSort(sort) ? sort : "newest",
  };
}

/** The query string for a list state ("" for the defaults), leaving defaults out. */
export function serializeListQuery(query: ContractListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.tab !== "all") params.set("tab", query.tab);
  if (query.statuses.length > 0) params.set("status", query.statuses.join(","));
  if (query.minAmountCents !== null) params.set("min", plainAmount(query.minAmountCents));
  if (query.maxAmountCents !== null) params.set("max", plainAmount(query.maxAmountCents));
  if (query.deadlineFrom) params.set("from", query.deadlineFrom);
  if (query.deadlineTo) params.set("to", query.deadlineTo);
  if (query.sort !== "newest") params.set("sort", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many filters (not search, tab or sort) are set: for the Filters button's label. */
export function activeFilterCount(query: ContractListQuery): number {
  return (
    (query.statuses.length > 0 ? 1 : 0) +
    (query.minAmountCents !== null || query.maxAmountCents !== null ? 1 : 0) +
    (query.deadlineFrom !== null || query.deadlineTo !== null ? 1 : 0)
  );
}

/** Case-insensitive substring match on the property or the buyer's name. */
export function matchesSearch(contract: Pick<Contract, "property" | "buyer">, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase("en-US");
  if (!needle) return true;
  return contract.property.toLocaleLowerCase("en-US").includes(needle) || contract.buyer.name.toLocaleLowerCase("en-US").includes(needle);
}

type Listed = Pick<Contract, "id" | "property" | "buyer" | "status" | "amountCents" | "deadline" | "created">;

function matchesQuery(contract: Listed, query: ContractListQuery): boolean {
  const tabStatus = contractTabs.find((tab) => tab.value === query.tab)?.status ?? null;
  if (tabStatus && contract.status !== tabStatus) return false;
  if (query.statuses.length > 0 && !query.statuses.includes(contract.status)) return false;
  if (query.minAmountCents !== null && contract.amountCents < query.minAmountCents) return false;
  if (query.maxAmountCents !== null && contract.amountCents > query.maxAmountCents) return false;
  if (query.deadlineFrom && contract.deadline < query.deadlineFrom) return false;
  if (query.deadlineTo && contract.deadline > query.deadlineTo) return false;
  return matchesSearch(contract, query.q);
}

/** Numeric ids compare as numbers ("10" after "9"); others after them, alphabetically. */
function compareIds(a: string, b: string): number {
  const [numericA, numericB] = [/^\d+$/.test(a), /^\d+$/.test(b)];
  if (numericA && numericB) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const comparators: Record<ContractSort, (a: Listed, b: Listed) => number> = {
  newest: (a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0) || compareIds(b.id, a.id),
  deadline: (a, b) => (a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : 0) || compareIds(a.id, b.id),
  amount: (a, b) => b.amountCents - a.amountCents || compareIds(a.id, b.id),
};

/** The contracts the list shows for a query: filtered by tab, filters and search, then sorted. */
export function listContracts<T extends Listed>(contracts: readonly T[], query: ContractListQuery): T[] {
  return contracts.filter((contract) => matchesQuery(contract, query)).sort(comparators[query.sort]);
}
