import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openCrossTab, STORE_PING_KEY } from "./cross-tab";
import { createTestStore, freshIndexedDB, uniqueChannel } from "./testing";

const cleanups: (() => void)[] = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  vi.unstubAllGlobals();
});

function nextCall(subscribe: (listener: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      stop();
      resolve();
    });
  });
}

describe("changes across tabs", () => {
  it("a write in one tab makes the other tab's subscribers re-read and see it", async () => {
    const deps = freshIndexedDB();
    const channelName = uniqueChannel();
    const tabA = createTestStore(deps, { channelName });
    const tabB = createTestStore(deps, { channelName });
    cleanups.push(
      () => tabA.close(),
      () => tabB.close(),
    );
    await Promise.all([tabA.open(), tabB.open()]);

    const heard = nextCall((listener) => tabB.collections.notes.subscribe(listener));
    const otherCollection = vi.fn();
    tabB.collections.files.subscribe(otherCollection);
    await tabA.collections.notes.update("n1", { title: "Signed in tab A" });
    await heard;

    expect((await tabB.collections.notes.get("n1"))?.title).toBe("Signed in tab A");
    expect(otherCollection).not.toHaveBeenCalled();
  });

  it("falls back to a localStorage ping and the storage event without BroadcastChannel", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const storage = new Map<string, string>();
    vi.stubGlobal("localStorage", { setItem: (key: string, value: string) => storage.set(key, value) });
    const fakeWindow = new EventTarget();
    vi.stubGlobal("window", fakeWindow);

    const onChange = vi.fn();
    const crossTab = openCrossTab(onChange);
    cleanups.push(() => crossTab.close());

    crossTab.post("contracts");
    const ping = storage.get(STORE_PING_KEY);
    expect(JSON.parse(ping ?? "{}")).toMatchObject({ collection: "contracts" });

    // What another tab's write looks like from here.
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: STORE_PING_KEY, newValue: ping }));
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: "rm:view", newValue: '"grid"' }));
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: STORE_PING_KEY, newValue: "not json" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("contracts");

    crossTab.close();
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: STORE_PING_KEY, newValue: ping }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("keeps working when localStorage itself is blocked", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    vi.stubGlobal("window", new EventTarget());
    vi.stubGlobal("localStorage", {
      setItem() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    const crossTab = openCrossTab(() => undefined);
    cleanups.push(() => crossTab.close());
    expect(() => crossTab.post("offers")).not.toThrow();
  });
});
