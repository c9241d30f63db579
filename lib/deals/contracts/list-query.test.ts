import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import type { Contract } from "@/lib/schemas/contract";
import {
  activeFilterCount,
  DEFAULT_LIST_QUERY,
  listContracts,
  matchesSearch,
  parseListQuery,
  serializeListQuery,
  type ContractListQuery,
} from "./list-query";

const cancelled: Contract = {
  ...structuredClone(sampleContracts[0]!),
  id: "12",
  status: "cancelled",
  created: "2026-11-20",
  deadline: "2026-12-01",
  amountCents: 2_000_000_00,
  depositCents: 200_000_00,
};
const contracts: Contract[] = [...sampleContracts, cancelled];
const ids = (query: Partial<ContractListQuery>) =>
  listContracts(contracts, { ...DEFAULT_LIST_QUERY, ...query }).map((contract) => contract.id);

describe("search", () => {
  it("matches a case-insensitive substring of the property or the buyer, trimmed", () => {
    expect(matchesSearch(sampleContracts[0]!, "  aman ")).toBe(true);
    expect(matchesSearch(sampleContracts[0]!, "WHITFIELD")).toBe(true);
    expect(matchesSearch(sampleContracts[0]!, "Collins Dune")).toBe(false); // the seller is not searched
    expect(ids({ q: "residence" })).toHaveLength(5);
    expect(ids({ q: "noor" })).toEqual(["3"]);
    expect(ids({ q: "zzz" })).toEqual([]);
  });
});

describe("tabs and filters", () => {
  it("shows every contract under All, one status under each tab; Cancelled only under All", () => {
    expect(ids({})).toHaveLength(5);
    expect(ids({ tab: "pending" }).sort()).toEqual(["1", "2"]);
    expect(ids({ tab: "review" })).toEqual(["3"]);
    expect(ids({ tab: "completed" })).toEqual(["4"]);
  });

  it("combines the tab with search", () => {
    expect(ids({ tab: "pending", q: "aspen" })).toEqual(["2"]);
    expect(ids({ tab: "completed", q: "aspen" })).toEqual([]);
  });

  it("filters by status (Cancelled included), amount range and deadline range, inclusive", () => {
    expect(ids({ statuses: ["cancelled"] })).toEqual(["12"]);
    expect(ids({ statuses: ["in_review", "completed"] }).sort()).toEqual(["3", "4"]);
    expect(ids({ minAmountCents: 8_900_000_00, maxAmountCents: 9_800_000_00 }).sort()).toEqual(["1", "2"]);
    expect(ids({ deadlineFrom: "2026-12-05", deadlineTo: "2026-12-09" }).sort()).toEqual(["1", "2"]);
    expect(ids({ tab: "pending", statuses: ["cancelled"] })).toEqual([]);
  });
});

describe("sort", () => {
  it("orders newest first by default, by deadline or by amount on request", () => {
    expect(ids({})).toEqual(["12", "1", "2", "3", "4"]);
    expect(ids({ sort: "deadline" })).toEqual(["4", "12", "2", "1", "3"]);
    expect(ids({ sort: "amount" })).toEqual(["3", "2", "1", "4", "12"]);
  });
});

describe("the URL query", () => {
  it("round-trips every setting and leaves defaults out", () => {
    const query: ContractListQuery = {
      q: "Aman & co",
      tab: "review",
      statuses: ["in_review", "cancelled"],
      minAmountCents: 1_000_000_00,
      maxAmountCents: 20_000_000_50,
      deadlineFrom: "2026-12-01",
      deadlineTo: "2027-01-31",
      sort: "amount",
    };
    const text = serializeListQuery(query);
    expect(text).toContain("min=1000000&max=20000000.50"); // dollars in the URL, as before cents
    expect(parseListQuery(new URLSearchParams(text))).toEqual(query);
    expect(serializeListQuery(DEFAULT_LIST_QUERY)).toBe("");
    expect(activeFilterCount(query)).toBe(3);
    expect(activeFilterCount(DEFAULT_LIST_QUERY)).toBe(0);
  });

  it("ignores unreadable values instead of failing", () => {
    const parsed = parseListQuery(
      new URLSearchParams("tab=archived&status=bogus,completed&min=-5&max=1e9&from=2026-13-45&to=tomorrow&sort=random"),
    );
    expect(parsed).toEqual({ ...DEFAULT_LIST_QUERY, statuses: ["completed"] });
  });
});
