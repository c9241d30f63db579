import { describe, expect, it } from "vitest";
import { parsePreference } from "@/lib/store";
import { listingViewSchema } from "./listing-view";

describe("the stored listing view", () => {
  it("accepts grid and list", () => {
    expect(parsePreference('"grid"', listingViewSchema)).toEqual({ ok: true, value: "grid" });
    expect(parsePreference('"list"', listingViewSchema)).toEqual({ ok: true, value: "list" });
  });

  it("refuses anything else, so the page falls back to the grid", () => {
    for (const raw of ['"table"', "1", "null", "{}", "not json", '"<script>"']) {
      expect(parsePreference(raw, listingViewSchema)).toEqual({ ok: false });
    }
  });
});
