import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { getStoreStatus, openStore, siteCollections, store, subscribeStoreStatus } from "./collections";

describe("the store facade pages import", () => {
  it("loads the store on the first call and reads the seeded samples", async () => {
    const contracts = await store.contracts.list();
    expect(contracts.map((contract) => contract.id)).toEqual(["1", "2", "3", "4"]);
    expect((await openStore()).persistence).toBe("indexeddb");
    expect(getStoreStatus().persistence).toBe("indexeddb");
  });

  it("keeps a subscription made before the store loaded, and ends it on unsubscribe", async () => {
    const listener = vi.fn();
    const unsubscribe = store.requests.subscribe(listener);
    const statusListener = vi.fn();
    const unsubscribeStatus = subscribeStoreStatus(statusListener);
    await siteCollections.requests.create({
      id: "r-facade",
      kind: "inquiry",
      subject: "Aman Miami Beach",
      createdAt: "2026-11-22T10:00:00.000Z",
      status: "received",
      data: { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0100", message: "Hello" },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(statusListener).toHaveBeenCalled();
    unsubscribe();
    unsubscribeStatus();
    await siteCollections.requests.remove("r-facade");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("hands pages only the reading half of each collection, at run time too", () => {
    for (const collection of Object.values(store)) {
      expect(Object.keys(collection).sort()).toEqual(["get", "list", "name", "subscribe"]);
    }
    expect(Object.keys(store).sort()).toEqual(Object.keys(siteCollections).sort());
    expect(typeof siteCollections.contracts.create).toBe("function");
  });
});
