import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compareTrayMarkScript } from "./compare-tray-mark-script";

/** Runs the script on a path with a stored value; answers whether it marked <html>. */
function marks(pathname: string, stored: string | null, blocked = false): boolean {
  let marked = false;
  const sandbox: Record<string, unknown> = {
    document: { documentElement: { setAttribute: () => void (marked = true) } },
    location: { pathname },
  };
  if (blocked)
    Object.defineProperty(sandbox, "localStorage", {
      get: () => {
        throw new Error("SecurityError");
      },
    });
  else sandbox.localStorage = { getItem: (key: string) => (key === "rm:compare" ? stored : null) };
  runInNewContext(compareTrayMarkScript(), sandbox);
  return marked;
}

describe("the compare tray's first-paint mark", () => {
  it("keeps room for the tray when a list is stored", () => {
    expect(marks("/buy/", '["listing:aman-miami-beach"]')).toBe(true);
  });

  it("keeps none for an empty, missing or unreadable list", () => {
    expect(marks("/buy/", "[]")).toBe(false);
    expect(marks("/buy/", null)).toBe(false);
    expect(marks("/buy/", "{broken")).toBe(false);
    expect(marks("/buy/", '"listing:a"')).toBe(false);
  });

  it("keeps none on /compare, and never throws where storage is blocked", () => {
    expect(marks("/compare/", '["listing:a"]')).toBe(false);
    expect(marks("/compare", '["listing:a"]')).toBe(false);
    expect(marks("/buy/", '["listing:a"]', true)).toBe(false);
  });
});
