import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { siteTestStore } from "@/lib/store/testing";
import { deleteSavedSearch, saveSearch } from "./actions";

describe("saving a search", () => {
  it("keeps the page and its query exactly as the address held them, under the name typed", async () => {
    const store = siteTestStore().collections;
    const saved = await saveSearch({ name: "Aman, 3+ bedrooms", page: "/buy", query: "hotel=aman&beds=3" }, store);
    expect(saved).toMatchObject({ name: "Aman, 3+ bedrooms", page: "/buy", query: "hotel=aman&beds=3" });
    expect(saved).not.toHaveProperty("ownerId");
    expect(await store.savedSearches.list()).toEqual([saved]);
  });

  it("belongs to whoever is signed in on the tab", async () => {
    signInForTest("acct-3");
    const store = siteTestStore().collections;
    const saved = await saveSearch({ name: "Rentals in Aspen", page: "/rent", query: "city=aspen" }, store);
    expect((await store.savedSearches.get(saved.id))?.ownerId).toBe("acct-3");
  });

  it("refuses a query this site never writes (one with a #), saving nothing", async () => {
    const store = siteTestStore().collections;
    await expect(saveSearch({ name: "Odd", page: "/rent", query: "city=aspen#long" }, store)).rejects.toMatchObject({ kind: "invalid" });
    expect(await store.savedSearches.list()).toEqual([]);
  });
});

describe("deleting a saved search", () => {
  it("removes that search and keeps the others", async () => {
    const store = siteTestStore().collections;
    const first = await saveSearch({ name: "First", page: "/buy", query: "" }, store);
    const second = await saveSearch({ name: "Second", page: "/rent", query: "" }, store);
    await deleteSavedSearch(first.id, store);
    expect(await store.savedSearches.list()).toEqual([second]);
  });
});
