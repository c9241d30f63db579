import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";

const request = {
  id: "r-site-store",
  kind: "inquiry",
  subject: "Aman Miami Beach",
  createdAt: "2026-11-22T10:00:00.000Z",
  status: "received",
  data: { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0100", message: "Hello" },
} as const;

/** The site's store and the modules around it, fresh (they are per page), over the given IndexedDB. */
async function freshSite(indexedDB: IDBFactory | undefined) {
  vi.stubGlobal("indexedDB", indexedDB);
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
  const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
  vi.stubGlobal("navigator", { storage });
  const marks = new Map<string, string>();
  vi.stubGlobal("document", {
    documentElement: { getAttribute: (name: string) => marks.get(name) ?? null, setAttribute: marks.set.bind(marks) },
  });
  vi.resetModules();
  const [{ siteStore }, location, persistence] = await Promise.all([
    import("./site-store"),
    import("./records-location"),
    import("./persistent-storage"),
  ]);
  return { siteStore, location, persistence, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the site's store", () => {
  it("asks the browser to keep its data after the first record saved in IndexedDB, once", async () => {
    const { siteStore, location, persistence, storage } = await freshSite(new IDBFactory());
    await siteStore.open();
    expect(storage.persist).not.toHaveBeenCalled();
    await siteStore.collections.requests.create(request);
    await vi.waitFor(() => expect(persistence.getStoragePersistence()).toBe("persistent"));
    await siteStore.collections.requests.remove(request.id);
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(location.getRecordsLocation()).not.toBe("visit");
    siteStore.close();
  });

  it("in memory, tells every page's notice so, and asks the browser for nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { siteStore, location, storage } = await freshSite(undefined);
    expect((await siteStore.open()).persistence).toBe("memory");
    expect(location.getRecordsLocation()).toBe("visit");
    await siteStore.collections.requests.create(request);
    expect(storage.persisted).not.toHaveBeenCalled();
    expect(storage.persist).not.toHaveBeenCalled();
    siteStore.close();
    vi.restoreAllMocks();
  });
});
