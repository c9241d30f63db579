import { describe, expect, it } from "vitest";
import { compareIdOf, isCompareId, splitCompareId } from "./compare-ids";

describe("compare ids", () => {
  it("names a listing and a featured unit apart, and splits them back", () => {
    expect(compareIdOf("listing", "aman-miami-beach")).toBe("listing:aman-miami-beach");
    expect(splitCompareId("unit:aman-penthouse-12")).toEqual({ kind: "unit", slug: "aman-penthouse-12" });
  });

  it("accepts only a known kind and a slug", () => {
    expect(isCompareId("listing:aman-miami-beach")).toBe(true);
    expect(isCompareId("unit:aman-penthouse-12")).toBe(true);
    for (const bad of [
      "aman-miami-beach",
      "rental:x",
      "listing:",
      "listing:Aman",
      "listing:a--b",
      "<script>",
      42,
      null,
      `listing:${"a".repeat(200)}`,
    ])
      expect(isCompareId(bad)).toBe(false);
  });
});
