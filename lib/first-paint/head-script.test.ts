import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { headScript, headScriptParts } from "./head-script";

type Listener = { type: string; handler: (event: unknown) => void };

/** A browser just enough for every part: stored values, an address, and what the script did to it. */
function browser({ stored = {} as Record<string, string>, search = "", bareAddEventListener = true } = {}) {
  const marks = new Map<string, string>();
  const listeners: Listener[] = [];
  const request: Record<string, unknown> = { result: { close: () => undefined } };
  const add = (type: string, handler: (event: unknown) => void) => void listeners.push({ type, handler });
  const sandbox: Record<string, unknown> = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => void marks.set(name, value),
        removeAttribute: (name: string) => void marks.delete(name),
        getAttribute: (name: string) => marks.get(name) ?? null,
      },
    },
    location: { search, hash: "", pathname: "/buy/", reload: vi.fn() },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    sessionStorage: { getItem: () => null },
    indexedDB: { open: () => request },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    window: { addEventListener: add },
  };
  if (bareAddEventListener) sandbox.addEventListener = add;
  runInNewContext(headScript("key-of-this-build"), sandbox);
  return { marks, listeners, request, location: sandbox.location as { reload: ReturnType<typeof vi.fn> } };
}

const unlocked = { "rm:gate": JSON.stringify({ key: "key-of-this-build" }) };

describe("the root layout's one <head> script", () => {
  it("sets every first-paint mark its parts know, before anything else runs", () => {
    const page = browser({
      search: "?hotel=aman",
      stored: { ...unlocked, "rm:session": "{}", "rm:currency": '"EUR"', "rm:area-unit": '"m2"', "rm:compare": '["listing:aman"]' },
    });
    (page.request.onsuccess as () => void)();
    expect(Object.fromEntries(page.marks)).toEqual({
      "data-gate": "open",
      "data-pending-url": "",
      "data-pending-session": "",
      "data-currency": "EUR",
      "data-area": "m2",
      "data-compare-tray": "",
      "data-records": "device",
    });
  });

  it("listens for clicks with the Reload page listener first, then early input; and for submits and other tabs' choices", () => {
    const page = browser({ stored: unlocked });
    expect(page.listeners.map((listener) => listener.type)).toEqual(["storage", "click", "click", "submit"]);
    const reloadButton = { closest: (selector: string) => (selector === "[data-reload-page]" ? {} : null) };
    const click = { target: reloadButton, isTrusted: true, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    page.listeners[1]!.handler(click);
    expect(page.location.reload).toHaveBeenCalledOnce();
  });

  it("runs every part even when one of them throws, as separate scripts would", () => {
    // No global addEventListener: the display marks' part throws once it has marked the page.
    const page = browser({
      stored: { ...unlocked, "rm:currency": '"EUR"', "rm:compare": '["listing:aman"]' },
      bareAddEventListener: false,
    });
    expect(page.marks.get("data-currency")).toBe("EUR");
    expect(page.marks.has("data-compare-tray")).toBe(true);
    expect(page.listeners.map((listener) => listener.type)).toEqual(["click", "submit"]);
  });

  it("keeps the gate first and early input last", () => {
    const parts = headScriptParts("key-of-this-build");
    expect(parts[0]).toContain("data-gate");
    expect(parts.at(-1)).toContain("__reactProps$");
    expect(headScript("key-of-this-build").split("\n")[0]).toBe(`try{${parts[0]}}catch(e){}`);
  });

  it("cannot be closed early by anything it carries", () => {
    expect(headScript("key-of-this-build")).not.toMatch(/<\/script/i);
  });
});
