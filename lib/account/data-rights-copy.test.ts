import { describe, expect, it } from "vitest";
import { importNotice } from "./backup-labels";
import { blockedSentence, dataRightsNote, exportedNotice, replaceSentence, resetNotice, resetWarning } from "./data-rights-copy";

describe("what /account says about whose records an export, import or reset covers", () => {
  it("says a signed-in person's password is asked, and claims no encryption", () => {
    expect(dataRightsNote(true)).toContain("They ask for your password first.");
    expect(dataRightsNote(false)).not.toContain("password");
    for (const signedIn of [true, false]) {
      expect(dataRightsNote(signedIn)).toContain("not encrypted: anyone who can open this browser's storage can read them.");
      expect(dataRightsNote(signedIn)).not.toMatch(/\b(secure|protected|safe from)\b/i);
    }
  });

  it("says what an export holds", () => {
    expect(exportedNotice("b.json", true)).toBe(
      "Backup saved as b.json. It holds your account and its records, what was made here while signed out and the samples; no other account's records. Keep it somewhere safe.",
    );
    expect(exportedNotice("b.json", false)).toContain("no account.");
  });

  it("says what a reset deletes and what it keeps", () => {
    expect(resetWarning("ana@example.com")[0]).toMatch(/^This deletes your account \(ana@example.com\) from this browser/);
    expect(resetWarning("ana@example.com")).toContain("Other accounts on this browser and their records are kept.");
    expect(resetWarning("ana@example.com")[2]).toMatch(/^You will be signed out\./);
    expect(resetWarning(null).join(" ")).not.toContain("signed out.");
    expect(resetWarning(null)).toContain("Accounts on this browser and what was made while signed in to them are kept.");
    expect(resetNotice(true)).toMatch(/^Demo data reset\. .*Other accounts on this browser are unchanged\.$/);
    expect(resetNotice(false)).toMatch(/^Demo data reset\. .*Accounts and their records are unchanged\.$/);
  });

  it("says what Replace deletes and keeps, and what it leaves out, without saying that another account holds the ids", () => {
    expect(replaceSentence(true)).toContain("Other accounts on this browser keep theirs.");
    expect(replaceSentence(false)).toContain("Accounts on this browser and their records are kept.");
    expect(blockedSentence(2)).toBe("2 records of the file will be left out: this browser cannot take them.");
    expect(importNotice({ mode: "replace", written: 3, leftOut: 1 }, "b.json")).toBe(
      "Backup restored from b.json. Everything below now comes from it. 1 record of it was left out: this browser could not take it.",
    );
  });
});
