import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "@/lib/store/testing";
import { chooseDisplayPreferences, readDisplayPreferences } from "./display-preferences";

let local: MemoryStorage;
let marks: Map<string, string>;

beforeEach(() => {
  local = new MemoryStorage();
  marks = new Map();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("document", {
    documentElement: {
      setAttribute: (name: string, value: string) => void marks.set(name, value),
      removeAttribute: (name: string) => void marks.delete(name),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("readDisplayPreferences", () => {
  it("reads US dollars and square feet when nothing is stored", () => {
    expect(readDisplayPreferences()).toEqual({ currency: "USD", area: "sqft" });
  });

  it("reads the stored choices", () => {
    local.setItem("rm:currency", '"JPY"');
    local.setItem("rm:area-unit", '"m2"');
    expect(readDisplayPreferences()).toEqual({ currency: "JPY", area: "m2" });
  });

  it("falls back to US dollars and square feet for a bad stored value, never failing", () => {
    for (const bad of ['"XYZ"', '"usd"', "42", "{not json", "null", '{"currency":"EUR"}']) {
      local.setItem("rm:currency", bad);
      local.setItem("rm:area-unit", bad);
      expect(readDisplayPreferences(), bad).toEqual({ currency: "USD", area: "sqft" });
    }
  });
});

describe("chooseDisplayPreferences", () => {
  it("marks the page and remembers the choice", () => {
    expect(chooseDisplayPreferences({ currency: "EUR", area: "m2" })).toEqual({ ok: true });
    expect(Object.fromEntries(marks)).toEqual({ "data-currency": "EUR", "data-area": "m2" });
    expect(readDisplayPreferences()).toEqual({ currency: "EUR", area: "m2" });
  });

  it("takes the marks away for the defaults", () => {
    chooseDisplayPreferences({ currency: "EUR", area: "m2" });
    chooseDisplayPreferences({ currency: "USD", area: "sqft" });
    expect(Object.fromEntries(marks)).toEqual({});
  });

  it("still shows the choice on the page when the browser refuses to store it, and says so", () => {
    vi.spyOn(local, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const result = chooseDisplayPreferences({ currency: "GBP", area: "sqft" });
    expect(result.ok).toBe(false);
    expect(Object.fromEntries(marks)).toEqual({ "data-currency": "GBP" });
  });
});
