import { describe, expect, it } from "vitest";
import { keptWhere, THIS_VISIT_ONLY } from "./kept-where";

describe("keptWhere", () => {
  it("says 'for this visit only' when the store keeps records in memory", () => {
    expect(keptWhere("visit")).toBe("for this visit only");
    expect(keptWhere("visit", "in this browser")).toBe(THIS_VISIT_ONLY);
  });

  it("says the device (or the caller's words for it) when records are kept in IndexedDB", () => {
    expect(keptWhere("device")).toBe("on this device");
    expect(keptWhere("device", "in this browser")).toBe("in this browser");
  });

  it("reads 'unknown' as the device: a write that went through before memory was reported went to IndexedDB", () => {
    expect(keptWhere("unknown")).toBe("on this device");
  });
});
