import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { gateScript } from "./gate-script";

/** Runs the part with `stored` under the gate's key; returns the data-gate mark it set, if any. */
function gateMark(stored: string | null, key: string) {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (name: string) => (name === "rm:gate" ? stored : null) };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(gateScript(key), { localStorage, document, JSON });
  return attributes["data-gate"];
}

describe("the gate's first-paint part", () => {
  it("opens the curtain when the stored key matches this build's key", () => {
    expect(gateMark(JSON.stringify({ key: "abc123" }), "abc123")).toBe("open");
  });

  it("keeps the curtain closed for another key, nothing stored, or corrupt storage", () => {
    expect(gateMark(JSON.stringify({ key: "old" }), "abc123")).toBeUndefined();
    expect(gateMark(null, "abc123")).toBeUndefined();
    expect(gateMark("{not json", "abc123")).toBeUndefined();
  });

  it("leaves no variable of its own on the page", () => {
    const sandbox: Record<string, unknown> = { localStorage: { getItem: () => null }, document: {}, JSON };
    runInNewContext(gateScript("abc123"), sandbox);
    expect(Object.keys(sandbox).sort()).toEqual(["JSON", "document", "localStorage"]);
  });
});
