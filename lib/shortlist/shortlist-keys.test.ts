import { describe, expect, it } from "vitest";
import type { ShortlistItem } from "@/lib/schemas/shortlist";
import { recordsOfItem, savedKeys, shortlistKey } from "./shortlist-keys";

const at = "2026-11-22T09:15:00.000Z";
const records: ShortlistItem[] = [
  { id: "s1", kind: "listing", itemId: "aman-miami-beach", createdAt: at },
  { id: "s2", ownerId: "acc-ada", kind: "residence", itemId: "aman-dune-residence-3a", createdAt: at },
  { id: "s3", ownerId: "acc-ben", kind: "rental", itemId: "st-regis-aspen-ajax-chalet", createdAt: at },
  { id: "s4", ownerId: "acc-ada", kind: "listing", itemId: "aman-miami-beach", createdAt: at },
];

describe("savedKeys", () => {
  it("holds what a signed-out visitor saved, and nobody's account records", () => {
    expect([...savedKeys(records, null)]).toEqual(["listing:aman-miami-beach"]);
  });

  it("holds an account's own items and the signed-out ones, never another account's", () => {
    expect([...savedKeys(records, "acc-ada")].sort()).toEqual(["listing:aman-miami-beach", "residence:aman-dune-residence-3a"]);
    expect(savedKeys(records, "acc-ada").has(shortlistKey("rental", "st-regis-aspen-ajax-chalet"))).toBe(false);
  });

  it("tells kinds apart for the same id", () => {
    expect(savedKeys(records, null).has(shortlistKey("residence", "aman-miami-beach"))).toBe(false);
  });
});

describe("recordsOfItem", () => {
  it("gives every record of an item the viewer sees: removing takes them all", () => {
    expect(recordsOfItem(records, "listing", "aman-miami-beach", "acc-ada").map((record) => record.id)).toEqual(["s1", "s4"]);
    expect(recordsOfItem(records, "listing", "aman-miami-beach", null).map((record) => record.id)).toEqual(["s1"]);
  });

  it("never gives another account's record", () => {
    expect(recordsOfItem(records, "rental", "st-regis-aspen-ajax-chalet", "acc-ada")).toEqual([]);
  });
});
