import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { comparePreferenceFor } from "@/lib/compare/compare-preference";
import { preferenceKey } from "@/lib/store";
import { compareTrayMarkScript } from "./compare-tray-mark-script";

type Stored = Record<string, string>;

/** Runs the script on a path with stored values (localStorage, and the tab's sessionStorage); answers whether it marked <html>. */
function marks(pathname: string, stored: string | null | Stored, blocked = false, tab: Stored = {}): boolean {
  let marked = false;
  const local: Stored = stored === null ? {} : typeof stored === "string" ? { "rm:compare": stored } : stored;
  const sandbox: Record<string, unknown> = {
    document: { documentElement: { setAttribute: () => void (marked = true) } },
    location: { pathname },
    sessionStorage: { getItem: (key: string) => tab[key] ?? null },
  };
  if (blocked)
    Object.defineProperty(sandbox, "localStorage", {
      get: () => {
        throw new Error("SecurityError");
      },
    });
  else sandbox.localStorage = { getItem: (key: string) => local[key] ?? null };
  runInNewContext(compareTrayMarkScript(), sandbox);
  return marked;
}

const session = (accountId: string, role = "buyer") =>
  JSON.stringify({ accountId, role, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "1", signedInAt: "2026" });
const listOf = (accountId: string | null) => preferenceKey(comparePreferenceFor(accountId));
const LIST = '["listing:aman-miami-beach"]';

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

describe("the compare tray's first-paint mark, per account", () => {
  it("reads the signed-in account's list, under the key the site writes, not the signed-out browser's", () => {
    const ada = session("acct-ada");
    expect(listOf("acct-ada")).toBe("rm:compare:acct-ada");
    expect(marks("/buy/", { "rm:session": ada, [listOf("acct-ada")]: LIST })).toBe(true);
    expect(marks("/buy/", { "rm:session": ada, [listOf(null)]: LIST })).toBe(false);
    expect(marks("/buy/", { "rm:session": ada, [listOf("acct-bea")]: LIST })).toBe(false);
  });

  it("takes the tab's own session first, as the site does", () => {
    const stored = { "rm:session": session("acct-ada"), [listOf("acct-bea")]: LIST };
    expect(marks("/buy/", stored, false, { "rm:session": session("acct-bea") })).toBe(true);
    expect(marks("/buy/", stored)).toBe(false);
  });

  it("reads a list stored before lists had owners as the signed-out browser's, and an unusable session as signed out", () => {
    expect(marks("/buy/", { [listOf(null)]: LIST })).toBe(true);
    for (const broken of ["{broken", session("acct-ada", "admin"), session("")]) {
      expect(marks("/buy/", { "rm:session": broken, [listOf(null)]: LIST }), broken).toBe(true);
    }
  });
});
