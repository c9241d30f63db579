import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { readPreference, removePreference, writePreference } from "./preferences";
import { readPreferenceRaw, subscribePreference } from "./preferences-read";
import { MemoryStorage } from "./testing";
import { STORE_ERROR_MESSAGES } from "./types";

const viewSchema = z.enum(["grid", "list"]);
const NOW = new Date("2026-11-15T12:00:00.000Z");

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("readPreference", () => {
  it("returns the fallback when nothing is stored, and the value once written under rm:", () => {
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
    expect(writePreference("view", "list")).toEqual({ ok: true });
    expect(local.getItem("rm:view")).toBe('"list"');
    expect(readPreference("view", viewSchema, "grid")).toBe("list");
    expect(readPreference("rm:view", viewSchema, "grid")).toBe("list");
  });

  it("backs up corrupt JSON to backup:<key>:<timestamp> once and returns the fallback", () => {
    const corrupt = '{"state":{"offers":[1,2';
    local.setItem("rm:view", corrupt);

    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
    const backupKey = `backup:rm:view:${NOW.getTime()}`;
    expect(local.keys().filter((key) => key.startsWith("backup:"))).toEqual([backupKey]);
    expect(local.getItem(backupKey)).toBe(corrupt);

    // The first write after that overwrites the key; the backup stays byte-identical.
    expect(writePreference("view", "list")).toEqual({ ok: true });
    expect(local.getItem("rm:view")).toBe('"list"');
    expect(local.getItem(backupKey)).toBe(corrupt);
  });

  it("backs up corrupt JSON even when it is overwritten before anyone read it", () => {
    local.setItem("rm:view", "{oops");
    writePreference("view", "grid");
    expect(local.getItem(`backup:rm:view:${NOW.getTime()}`)).toBe("{oops");
  });

  it("treats a value that fails the schema like a corrupt one", () => {
    local.setItem("rm:view", '"carousel"');
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
    expect(local.getItem(`backup:rm:view:${NOW.getTime()}`)).toBe('"carousel"');
  });

  it("returns the fallback when touching localStorage throws a SecurityError", () => {
    vi.stubGlobal("localStorage", undefined);
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
    expect(readPreferenceRaw("view")).toBeNull();
    const result = writePreference("view", "list");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe("unavailable");
      expect(result.error.message).toBe(STORE_ERROR_MESSAGES.unavailable);
    }
    expect(removePreference("view").ok).toBe(false);
  });

  it("returns the fallback when getItem throws", () => {
    vi.spyOn(local, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
  });
});

describe("writePreference", () => {
  it("returns ok:false with a quota StoreError when setItem throws QuotaExceededError", () => {
    vi.spyOn(local, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const result = writePreference("view", "list");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe("quota");
      expect(result.error.message).toBe(STORE_ERROR_MESSAGES.quota);
    }
    expect(readPreference("view", viewSchema, "grid")).toBe("grid");
  });

  it("keeps session-only values in sessionStorage", () => {
    writePreference("gate", true, { session: true });
    expect(session.getItem("rm:gate")).toBe("true");
    expect(local.getItem("rm:gate")).toBeNull();
    expect(readPreference("gate", z.boolean(), false, { session: true })).toBe(true);
    expect(readPreference("gate", z.boolean(), false)).toBe(false);
    removePreference("gate", { session: true });
    expect(session.getItem("rm:gate")).toBeNull();
  });

  it("refuses a value JSON cannot hold", () => {
    const result = writePreference("view", undefined);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe("invalid");
  });
});

describe("subscribePreference", () => {
  it("hears writes in this tab and storage events from other tabs, for its key only", () => {
    const fakeWindow = new EventTarget();
    vi.stubGlobal("window", fakeWindow);
    const listener = vi.fn();
    const stop = subscribePreference("view", listener);

    writePreference("view", "list");
    removePreference("view");
    writePreference("other", 1);
    expect(listener).toHaveBeenCalledTimes(2);

    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: "rm:view" }));
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: "rm:other" }));
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: null }));
    expect(listener).toHaveBeenCalledTimes(4);

    stop();
    writePreference("view", "grid");
    fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key: "rm:view" }));
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
