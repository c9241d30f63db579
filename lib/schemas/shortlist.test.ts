import { describe, expect, it } from "vitest";
import { shortlistItemSchema, type ShortlistItem } from "./shortlist";
import { fieldErrorsOf, without } from "./test-utils";

const item: ShortlistItem = { id: "short-1", kind: "listing", itemId: "aman-miami-beach", createdAt: "2026-11-22T09:15:00.000Z" };

describe("shortlistItemSchema", () => {
  it("accepts a listing, a residence and a rental, saved signed out or by an account", () => {
    expect(shortlistItemSchema.safeParse(item).success).toBe(true);
    expect(shortlistItemSchema.safeParse({ ...item, kind: "residence", itemId: "aman-dune-residence-3a", ownerId: "acc-1" }).success).toBe(
      true,
    );
    expect(shortlistItemSchema.safeParse({ ...item, kind: "rental", itemId: "st-regis-aspen-ajax-chalet" }).success).toBe(true);
  });

  it("refuses a kind the hearts do not save", () => {
    expect(fieldErrorsOf(shortlistItemSchema, { ...item, kind: "contract" })).toEqual({
      kind: "Choose what is saved: a listing, a residence or a rental",
    });
  });

  it("refuses an item id that is not a catalogue slug, a missing date and an empty owner", () => {
    const errors = fieldErrorsOf(shortlistItemSchema, { ...without(item, "createdAt"), itemId: "../admin", ownerId: "" });
    expect(Object.keys(errors).sort()).toEqual(["createdAt", "itemId", "ownerId"]);
  });

  it("keeps only the fields it declares (the store keeps unknown ones apart)", () => {
    const parsed = shortlistItemSchema.parse({ ...item, price: 1 });
    expect(parsed).toEqual(item);
  });
});
