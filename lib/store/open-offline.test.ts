import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { createTestStore } from "./testing";

// Dexie's chunk cannot be downloaded (an offline moment): every import of db.ts fails.
vi.mock("./db", () => {
  throw Object.assign(new Error("Failed to load chunk db.js"), { name: "ChunkLoadError" });
});

describe("opening the store while its code cannot be downloaded", () => {
  it("retries, then fails the open without falling back to memory, so the next call tries again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = createTestStore();
    await expect(store.open()).rejects.toMatchObject({ name: "ImportFailedError" });
    expect(store.getStatus().persistence).toBe("indexeddb");
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining("keeping data in memory"), expect.anything());
    store.close();
    warn.mockRestore();
  }, 10_000);
});
