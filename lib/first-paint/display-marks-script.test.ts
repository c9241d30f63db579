import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { displayMarksScript } from "./display-marks-script";

type Listener = (event: { key: string | null }) => void;

/** Runs the <head> script against stored values; returns the page's marks and a way to fire a storage event. */
function page(stored: Record<string, string>, blocked = false) {
  const marks = new Map<string, string>();
  const listeners: Listener[] = [];
  const sandbox: Record<string, unknown> = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => void marks.set(name, value),
        removeAttribute: (name: string) => void marks.delete(name),
      },
    },
    addEventListener: (type: string, listener: Listener) => type === "storage" && listeners.push(listener),
  };
  if (blocked)
    Object.defineProperty(sandbox, "localStorage", {
      get: () => {
        throw new Error("SecurityError");
      },
    });
  else sandbox.localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(displayMarksScript(), sandbox);
  return { marks: () => Object.fromEntries(marks), fire: (key: string | null) => listeners.forEach((listener) => listener({ key })) };
}

describe("the display marks script", () => {
  it("marks nothing for the defaults, so the page shows US dollars and square feet as its HTML does", () => {
    expect(page({}).marks()).toEqual({});
    expect(page({ "rm:currency": '"USD"', "rm:area-unit": '"sqft"' }).marks()).toEqual({});
  });

  it("marks the stored currency and area unit on <html>", () => {
    expect(page({ "rm:currency": '"EUR"', "rm:area-unit": '"m2"' }).marks()).toEqual({ "data-currency": "EUR", "data-area": "m2" });
    expect(page({ "rm:currency": '"JPY"' }).marks()).toEqual({ "data-currency": "JPY" });
  });

  it("reads a value that is not one of the choices as the default", () => {
    for (const value of ['"XYZ"', '"eur"', "EUR", "{", "42", "null", '["EUR"]', '"__proto__"', '"constructor"']) {
      expect(page({ "rm:currency": value, "rm:area-unit": value }).marks(), value).toEqual({});
    }
  });

  it("never throws where storage is blocked", () => {
    expect(page({}, true).marks()).toEqual({});
  });

  it("marks again when another tab changes the choice or clears the storage", () => {
    const stored: Record<string, string> = { "rm:currency": '"GBP"' };
    const tab = page(stored);
    stored["rm:currency"] = '"CHF"';
    stored["rm:area-unit"] = '"m2"';
    tab.fire("rm:unrelated");
    expect(tab.marks()).toEqual({ "data-currency": "GBP" });
    tab.fire("rm:currency");
    expect(tab.marks()).toEqual({ "data-currency": "CHF", "data-area": "m2" });
    delete stored["rm:currency"];
    delete stored["rm:area-unit"];
    tab.fire(null);
    expect(tab.marks()).toEqual({});
  });

  it("cannot be closed early by what it carries", () => {
    expect(displayMarksScript()).not.toMatch(/<\/script/i);
  });
});
