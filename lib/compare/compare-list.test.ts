import { describe, expect, it } from "vitest";
import { parsePreference } from "@/lib/store";
import { compareListSchema, type CompareList } from "./compare-list";
import { addCompare, sameCompareList, toggleCompare, withoutCompare } from "./compare-list-changes";

describe("the stored compare list", () => {
  it("reads a list of ids", () => {
    expect(parsePreference('["listing:a","unit:b"]', compareListSchema)).toEqual({ ok: true, value: ["listing:a", "unit:b"] });
    expect(parsePreference("[]", compareListSchema)).toEqual({ ok: true, value: [] });
  });

  it("recovers a damaged list: keeps its ids, each once, the first four", () => {
    const raw = JSON.stringify(["listing:a", 7, "<script>", "listing:a", "unit:b", "unit:c", "unit:d", "unit:e"]);
    expect(parsePreference(raw, compareListSchema)).toEqual({ ok: true, value: ["listing:a", "unit:b", "unit:c", "unit:d"] });
  });

  it.each(['"listing:a"', "{}", "null", "not json", '{"0":"listing:a"}'])(
    "refuses %s, so the reader falls back to an empty list",
    (raw) => {
      expect(parsePreference(raw, compareListSchema)).toEqual({ ok: false });
    },
  );
});

describe("adding and removing", () => {
  const three: CompareList = ["listing:a", "unit:b", "unit:c"];

  it("adds to the end and removes wherever it is", () => {
    expect(toggleCompare(three, "unit:d")).toEqual({ kind: "added", list: [...three, "unit:d"] });
    expect(toggleCompare(three, "unit:b")).toEqual({ kind: "removed", list: ["listing:a", "unit:c"] });
    expect(withoutCompare(three, "listing:a")).toEqual(["unit:b", "unit:c"]);
  });

  it("refuses a fifth and changes nothing, never dropping one to make room", () => {
    const four: CompareList = [...three, "unit:d"];
    expect(toggleCompare(four, "unit:e")).toEqual({ kind: "full", list: four });
    expect(toggleCompare(four, "unit:d").kind).toBe("removed");
  });

  it("compares lists by ids and order", () => {
    expect(sameCompareList(three, [...three])).toBe(true);
    expect(sameCompareList(three, ["unit:b", "listing:a", "unit:c"])).toBe(false);
    expect(sameCompareList(three, three.slice(0, 2))).toBe(false);
  });
});

describe("a press made while the list's state was not shown", () => {
  const three: CompareList = ["listing:a", "unit:b", "unit:c"];
  it("adds a residence that is not on the list, and never takes one off", () => {
    expect(addCompare(three, "unit:d")).toEqual({ kind: "added", list: [...three, "unit:d"] });
    expect(addCompare(three, "unit:b")).toEqual({ kind: "already", list: three });
    expect(addCompare([...three, "unit:d"], "unit:e")).toMatchObject({ kind: "full" });
  });
});
