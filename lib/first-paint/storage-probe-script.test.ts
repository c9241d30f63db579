import { runInNewContext } from "node:vm";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INDEXEDDB_OPEN_TIMEOUT_MS } from "@/lib/store";
import { storageProbeScript } from "./storage-probe-script";

/** Runs the <head> script with the given `indexedDB` and resolves with the mark it leaves on <html>. */
function probe(indexedDB: unknown, initialMark: string | null = null) {
  const attributes = new Map<string, string>();
  if (initialMark) attributes.set("data-records", initialMark);
  const marked = new Promise<string | undefined>((resolve) => {
    const sandbox: Record<string, unknown> = {
      setTimeout,
      clearTimeout,
      document: {
        documentElement: {
          getAttribute: (name: string) => attributes.get(name) ?? null,
          setAttribute: (name: string, value: string) => {
            attributes.set(name, value);
            resolve(value);
          },
        },
      },
    };
    Object.defineProperty(sandbox, "indexedDB", {
      get: () => {
        if (indexedDB instanceof Error) throw indexedDB;
        return indexedDB;
      },
    });
    runInNewContext(storageProbeScript(), sandbox);
  });
  return { marked, attributes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the storage probe in <head>", () => {
  it("marks the device where IndexedDB works, and leaves no database behind", async () => {
    const factory = new IDBFactory();
    await expect(probe(factory).marked).resolves.toBe("device");
    expect(await factory.databases()).toEqual([]);
  });

  it("marks this visit only without IndexedDB, or when reading it throws (site data blocked)", async () => {
    await expect(probe(undefined).marked).resolves.toBe("visit");
    await expect(probe(new DOMException("The user denied permission to access the database.", "SecurityError")).marked).resolves.toBe(
      "visit",
    );
  });

  it("marks this visit only when opening fails", async () => {
    const failing = {
      open() {
        const request: { onerror?: (event: unknown) => void } = {};
        setTimeout(() => request.onerror?.({ preventDefault() {} }), 0);
        return request;
      },
    };
    await expect(probe(failing).marked).resolves.toBe("visit");
  });

  it("marks this visit only when the browser never answers, after the store's own open timeout", async () => {
    vi.useFakeTimers();
    const { attributes } = probe({ open: () => ({}) });
    await vi.advanceTimersByTimeAsync(INDEXEDDB_OPEN_TIMEOUT_MS - 1);
    expect(attributes.get("data-records")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(attributes.get("data-records")).toBe("visit");
  });

  it("never takes back this visit only (the store found memory first)", async () => {
    const { attributes, marked } = probe(new IDBFactory(), "visit");
    await Promise.race([marked, new Promise((resolve) => setTimeout(resolve, 50))]);
    expect(attributes.get("data-records")).toBe("visit");
  });
});
