import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { draftHintKey } from "@/lib/application/draft-hint";
import { preferenceKey } from "@/lib/store";
import { pendingMarksScript } from "./pending-marks-script";

/** Runs the script against an address and stored keys; returns the marks it set on <html>. */
function marks(
  address: { search?: string; hash?: string },
  local: Record<string, string> = {},
  session: Record<string, string> = {},
  blocked = false,
) {
  const set = new Set<string>();
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  const sandbox: Record<string, unknown> = {
    document: { documentElement: { setAttribute: (name: string) => void set.add(name) } },
    location: { search: address.search ?? "", hash: address.hash ?? "" },
    sessionStorage: storage(session),
  };
  if (blocked)
    Object.defineProperty(sandbox, "localStorage", {
      get: () => {
        throw new Error("SecurityError");
      },
    });
  else sandbox.localStorage = storage(local);
  runInNewContext(pendingMarksScript(), sandbox);
  return [...set].sort();
}

describe("the pending marks' first-paint part", () => {
  it("marks nothing for a bare address and an empty browser", () => {
    expect(marks({})).toEqual([]);
    expect(marks({ search: "?", hash: "#" })).toEqual([]);
  });

  it("marks the address as pending when it has a query or a hash", () => {
    expect(marks({ search: "?hotel=aman" })).toEqual(["data-pending-url"]);
    expect(marks({ hash: "#list-yours" })).toEqual(["data-pending-url"]);
  });

  it("marks the session as pending when one is stored for the tab or remembered", () => {
    expect(marks({}, { "rm:session": "{}" })).toEqual(["data-pending-session"]);
    expect(marks({}, {}, { "rm:session": "{}" })).toEqual(["data-pending-session"]);
  });

  it("marks the draft as pending when a realtor application draft was saved", () => {
    expect(marks({}, { "rm:application-draft": "true" })).toEqual(["data-pending-draft"]);
  });

  it("marks the draft as pending only for the account whose draft was saved", () => {
    const ada = JSON.stringify({ accountId: "acct-ada" });
    const adasHint = { [preferenceKey(draftHintKey("acct-ada"))]: "true" };
    expect(marks({}, { ...adasHint, "rm:session": ada })).toEqual(["data-pending-draft", "data-pending-session"]);
    expect(marks({}, adasHint, { "rm:session": ada })).toEqual(["data-pending-draft", "data-pending-session"]);
    // Bea signed in on this tab (her session first, as readSession reads it), or nobody: not Ada's draft.
    const bea = JSON.stringify({ accountId: "acct-bea" });
    expect(marks({}, { ...adasHint, "rm:session": ada }, { "rm:session": bea })).toEqual(["data-pending-session"]);
    expect(marks({}, adasHint)).toEqual([]);
    // A signed-out draft is not shown as pending to an account, and an unreadable session reads as signed out.
    expect(marks({}, { "rm:application-draft": "true", "rm:session": ada })).toEqual(["data-pending-session"]);
    expect(marks({}, { "rm:application-draft": "true", "rm:session": "{not json" })).toEqual([
      "data-pending-draft",
      "data-pending-session",
    ]);
  });

  it("still marks the address where storage is blocked, and never throws", () => {
    expect(marks({ search: "?q=x" }, {}, {}, true)).toEqual(["data-pending-url"]);
  });
});
