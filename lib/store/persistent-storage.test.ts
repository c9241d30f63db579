import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module (its state is per page), with `navigator.storage` as given. */
async function withStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal("navigator", { storage });
  vi.resetModules();
  return import("./persistent-storage");
}

function storageManager(persisted: boolean, grants: boolean) {
  let granted = persisted;
  return {
    persisted: vi.fn(async () => granted),
    persist: vi.fn(async () => {
      granted = grants;
      return grants;
    }),
  };
}

/** Subscribes and waits for the first answer. */
async function answered(persistence: Awaited<ReturnType<typeof withStorage>>) {
  persistence.subscribeStoragePersistence(() => undefined);
  await vi.waitFor(() => expect(persistence.getStoragePersistence()).not.toBe("checking"));
  return persistence.getStoragePersistence();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("persistent storage", () => {
  it("reads what the browser says: persistent, may be cleared, or not supported", async () => {
    expect(await answered(await withStorage(storageManager(true, true)))).toBe("persistent");
    expect(await answered(await withStorage(storageManager(false, true)))).toBe("best-effort");
    expect(await answered(await withStorage(undefined))).toBe("unsupported");
    expect(await answered(await withStorage({ persisted: async () => false }))).toBe("unsupported");
  });

  it("asks once per page, and shows the browser's answer", async () => {
    const storage = storageManager(false, true);
    const persistence = await withStorage(storage);
    const listener = vi.fn();
    persistence.subscribeStoragePersistence(listener);
    await persistence.requestPersistentStorage();
    await persistence.requestPersistentStorage();
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(persistence.getStoragePersistence()).toBe("persistent");
    expect(listener).toHaveBeenCalled();
  });

  it("keeps 'may be cleared' when the browser declines", async () => {
    const storage = storageManager(false, false);
    const persistence = await withStorage(storage);
    await persistence.requestPersistentStorage();
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(persistence.getStoragePersistence()).toBe("best-effort");
  });

  it("does not ask when the data is persistent already, or when the browser cannot be asked", async () => {
    const storage = storageManager(true, true);
    const persistence = await withStorage(storage);
    await persistence.requestPersistentStorage();
    expect(storage.persist).not.toHaveBeenCalled();
    expect(persistence.getStoragePersistence()).toBe("persistent");
    const without = await withStorage(undefined);
    await expect(without.requestPersistentStorage()).resolves.toBeUndefined();
    expect(without.getStoragePersistence()).toBe("unsupported");
  });

  it("survives a browser that throws when asked", async () => {
    const persistence = await withStorage({
      persisted: async () => Promise.reject(new Error("denied")),
      persist: async () => true,
    });
    await expect(persistence.requestPersistentStorage()).resolves.toBeUndefined();
    expect(persistence.getStoragePersistence()).toBe("checking");
  });
});
