import { describe, expect, it } from "vitest";
import { comparePreferenceFor, storedEntryCount } from "./compare-preference";

describe("whether a compare list is stored", () => {
  it("counts the entries of a stored array, whatever they are (the tray checks them)", () => {
    expect(storedEntryCount('["listing:a","unit:b"]')).toBe(2);
    expect(storedEntryCount('["<script>"]')).toBe(1);
    expect(storedEntryCount("[]")).toBe(0);
  });

  it("is 0 for nothing stored, unreadable text or anything but an array", () => {
    for (const raw of [null, "", "{broken", '"listing:a"', "{}", "null", "42"]) expect(storedEntryCount(raw), String(raw)).toBe(0);
  });
});

describe("whose compare list", () => {
  it("keeps each account's list under its own key, and the signed-out browser's where every list was kept before", () => {
    expect(comparePreferenceFor("acct-ada")).toBe("compare:acct-ada");
    expect(comparePreferenceFor("acct-bea")).not.toBe(comparePreferenceFor("acct-ada"));
    expect(comparePreferenceFor(null)).toBe("compare");
    expect(comparePreferenceFor(undefined)).toBe("compare");
  });
});
