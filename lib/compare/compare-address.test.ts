import { describe, expect, it } from "vitest";
import { compareHref, compareQuery, pickComparable, readIdsParam } from "./compare-address";
import type { CompareId } from "./compare-ids";

describe("the shareable address", () => {
  it("names the ids in order, or none", () => {
    expect(compareHref(["listing:a", "unit:b"])).toBe("/compare?ids=listing:a,unit:b");
    expect(compareHref([])).toBe("/compare");
  });

  it("keeps the address's other parameters after the ids when given its query", () => {
    expect(compareQuery(["listing:a"], "?ids=listing:b&tax-residence=gb&purchase=company")).toBe(
      "?ids=listing:a&tax-residence=gb&purchase=company",
    );
    expect(compareQuery([], "tax-residence=gb")).toBe("?tax-residence=gb");
    expect(compareQuery([], "?ids=listing:b")).toBe("");
    expect(compareQuery(["unit:b"])).toBe("?ids=unit:b");
    expect(compareQuery([])).toBe("");
  });
});

describe("reading ?ids=", () => {
  it("reads the ids in order, each once, skipping blanks", () => {
    expect(readIdsParam("ids=listing:a,,unit:b,listing:a")).toEqual({ ids: ["listing:a", "unit:b"], malformed: [] });
    expect(readIdsParam("ids=listing%3Aa%2Cunit%3Ab")).toEqual({ ids: ["listing:a", "unit:b"], malformed: [] });
  });

  it("is null without an ids parameter", () => {
    expect(readIdsParam("")).toBeNull();
    expect(readIdsParam("hotel=aman")).toBeNull();
  });

  it("keeps what is not an id apart, shortened, for the page to name", () => {
    const long = "x".repeat(100);
    const read = readIdsParam(`ids=listing:a,<b>,${long}`);
    expect(read?.ids).toEqual(["listing:a"]);
    expect(read?.malformed).toEqual(["<b>", `${"x".repeat(59)}…`]);
  });

  it("reads no more than 24 entries of a long list", () => {
    const many = Array.from({ length: 100 }, (_, index) => `unit:u${index}`).join(",");
    expect(readIdsParam(`ids=${many}`)?.ids).toHaveLength(24);
  });
});

describe("picking what to compare", () => {
  const known = new Set<CompareId>(["listing:a", "listing:b", "unit:c", "unit:d", "unit:e"]);
  const isKnown = (id: CompareId) => known.has(id);

  it("skips unknown ids and names them", () => {
    expect(pickComparable(["listing:a", "listing:zzz", "unit:c"], isKnown)).toEqual({
      shown: ["listing:a", "unit:c"],
      unknown: ["listing:zzz"],
      cut: 0,
    });
  });

  it("cuts to four known residences, after skipping the unknown ones, and counts the rest", () => {
    expect(pickComparable(["listing:zzz", "listing:a", "listing:b", "unit:c", "unit:d", "unit:e"], isKnown)).toEqual({
      shown: ["listing:a", "listing:b", "unit:c", "unit:d"],
      unknown: ["listing:zzz"],
      cut: 1,
    });
  });
});
