import "fake-indexeddb/auto";
import Dexie from "dexie";
import { describe, expect, it, vi } from "vitest";
import { closeStoresAfterEach, dexieOf, rejection, track } from "./create-store-test-utils";
import { createTestStore, sampleNotes } from "./testing";
import { STORE_ERROR_MESSAGES } from "./types";

closeStoresAfterEach();

describe("quota and write failures", () => {
  it("maps a QuotaExceededError from put to StoreError quota with the message", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    vi.spyOn(db.table("notes"), "put").mockRejectedValue(new DOMException("The quota has been exceeded.", "QuotaExceededError"));

    const error = await rejection(store.collections.notes.create({ id: "n9", title: "Big", priceCents: 1 }));
    expect(error.kind).toBe("quota");
    expect(error.message).toBe(
      "Your browser storage is full. Export a backup from My activity or delete old drafts, then try again. Nothing you typed has been lost.",
    );
    expect(store.getStatus().lastError).toBe(STORE_ERROR_MESSAGES.quota);
    expect(await store.collections.notes.get("n9")).toBeUndefined();
  });

  it("finds the quota error inside Dexie's AbortError", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    const inner = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(db.table("notes"), "put").mockRejectedValue(new Dexie.AbortError("Transaction aborted", inner));
    const error = await rejection(store.collections.notes.update("n1", { title: "Longer" }));
    expect(error.kind).toBe("quota");
    expect(await store.collections.notes.get("n1")).toEqual(sampleNotes[0]);
  });

  it("clears the banner once a later write succeeds", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    const put = vi.spyOn(db.table("notes"), "put");
    put.mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    await rejection(store.collections.notes.update("n1", { title: "x" }));
    expect(store.getStatus().lastError).toBeDefined();
    await store.collections.notes.update("n1", { title: "y" });
    expect(store.getStatus().lastError).toBeUndefined();
  });

  it("maps any other failure to unavailable", async () => {
    const store = track(createTestStore());
    const db = await dexieOf(store);
    vi.spyOn(db.table("notes"), "delete").mockRejectedValue(new Dexie.DatabaseClosedError("closed"));
    const error = await rejection(store.collections.notes.remove("n1"));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(STORE_ERROR_MESSAGES.unavailable);
  });
});
