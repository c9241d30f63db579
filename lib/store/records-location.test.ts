import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRecordsLocation, RECORDS_MARK, reportStoreInMemory, subscribeRecordsLocation } from "./records-location";

/** A <html> whose attribute changes reach MutationObservers of `data-records`, as in a browser. */
function fakeDocument() {
  const attributes = new Map<string, string>();
  const observers = new Set<() => void>();
  vi.stubGlobal("document", {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => {
        attributes.set(name, value);
        observers.forEach((notify) => notify());
      },
    },
  });
  vi.stubGlobal(
    "MutationObserver",
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  return attributes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("where records made now are kept", () => {
  let attributes: Map<string, string>;
  beforeEach(() => {
    attributes = fakeDocument();
  });

  it("reads the probe's mark on <html>: unknown until it is set", () => {
    expect(getRecordsLocation()).toBe("unknown");
    attributes.set(RECORDS_MARK, "device");
    expect(getRecordsLocation()).toBe("device");
    attributes.set(RECORDS_MARK, "visit");
    expect(getRecordsLocation()).toBe("visit");
    attributes.set(RECORDS_MARK, "<script>");
    expect(getRecordsLocation()).toBe("unknown");
  });

  it("is this visit only once the store reports memory, whatever the probe said, and tells subscribers", () => {
    attributes.set(RECORDS_MARK, "device");
    const listener = vi.fn();
    const unsubscribe = subscribeRecordsLocation(listener);
    reportStoreInMemory();
    expect(getRecordsLocation()).toBe("visit");
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    reportStoreInMemory();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe("on the server", () => {
  it("is unknown, and a report changes nothing", () => {
    expect(getRecordsLocation()).toBe("unknown");
    expect(() => reportStoreInMemory()).not.toThrow();
  });
});
