import { describe, expect, it, vi } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { StoreError } from "@/lib/store";
import { siteTestStore } from "@/lib/store/testing";
import { removeFromShortlist, saveShortlistItem, toggleShortlistItem } from "./actions";

const aman = { kind: "listing", itemId: "aman-miami-beach" } as const;

describe("a heart's press", () => {
  it("saves an item that is not on the shortlist, and takes it off on the next press", async () => {
    const store = siteTestStore().collections;
    expect(await toggleShortlistItem(aman, store)).toBe("saved");
    expect(await store.shortlist.list()).toEqual([expect.objectContaining({ kind: "listing", itemId: "aman-miami-beach" })]);
    expect(await toggleShortlistItem(aman, store)).toBe("removed");
    expect(await store.shortlist.list()).toEqual([]);
  });

  it("pressed twice at once saves and then removes, never saving the item twice", async () => {
    const store = siteTestStore().collections;
    const changes = await Promise.all([toggleShortlistItem(aman, store), toggleShortlistItem(aman, store)]);
    expect(changes).toEqual(["saved", "removed"]);
    expect(await store.shortlist.list()).toEqual([]);
  });

  it("signed in, saves the item as the account's and takes off every record of it the person sees", async () => {
    signInForTest("acct-1");
    const store = siteTestStore().collections;
    const record = (id: string, ownerId?: string) => ({
      id,
      ...(ownerId ? { ownerId } : {}),
      ...aman,
      createdAt: "2026-11-22T10:00:00.000Z",
    });
    await store.shortlist.create(record("signed-out"));
    await store.shortlist.create(record("mine", "acct-1"));
    await store.shortlist.create(record("theirs", "acct-2"));
    expect(await toggleShortlistItem(aman, store)).toBe("removed");
    expect((await store.shortlist.list()).map((item) => item.id)).toEqual(["theirs"]);
    expect(await toggleShortlistItem(aman, store)).toBe("saved");
    expect((await store.shortlist.list()).filter((item) => item.id !== "theirs")).toEqual([expect.objectContaining({ ownerId: "acct-1" })]);
  });

  it("after a press the store refused, the next press of the same heart still saves", async () => {
    const store = siteTestStore().collections;
    const full = new StoreError("quota");
    vi.spyOn(store.shortlist, "create").mockRejectedValueOnce(full);
    const [refused, next] = await Promise.allSettled([toggleShortlistItem(aman, store), toggleShortlistItem(aman, store)]);
    expect(refused).toEqual({ status: "rejected", reason: full });
    expect(next).toEqual({ status: "fulfilled", value: "saved" });
    expect(await store.shortlist.list()).toHaveLength(1);
  });
});

describe("a press made while the heart's state was not known (it showed 'Save')", () => {
  it("saves an item that is not on the shortlist", async () => {
    const store = siteTestStore().collections;
    expect(await saveShortlistItem(aman, store)).toBe("saved");
    expect(await store.shortlist.list()).toEqual([expect.objectContaining({ kind: "listing", itemId: "aman-miami-beach" })]);
  });

  it("keeps an item already saved, never removing it, and never saves it twice", async () => {
    const store = siteTestStore().collections;
    await toggleShortlistItem(aman, store);
    expect(await Promise.all([saveShortlistItem(aman, store), saveShortlistItem(aman, store)])).toEqual(["kept", "kept"]);
    expect(await store.shortlist.list()).toHaveLength(1);
  });
});

describe("removing an item on My activity", () => {
  it("removes every record given and keeps the rest", async () => {
    const store = siteTestStore().collections;
    await toggleShortlistItem(aman, store);
    await toggleShortlistItem({ kind: "rental", itemId: "four-seasons-surfside" }, store);
    const [amanRecord] = (await store.shortlist.list()).filter((item) => item.itemId === aman.itemId);
    await removeFromShortlist([amanRecord!.id], store);
    expect((await store.shortlist.list()).map((item) => item.itemId)).toEqual(["four-seasons-surfside"]);
  });
});
