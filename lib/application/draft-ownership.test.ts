import { describe, expect, it } from "vitest";
import {
  holdsTheseAnswers,
  sameAnswers,
  stampForKeepMine,
  stampForSave,
  stampOf,
  standing,
  unreferencedFiles,
  type DraftSession,
  type DraftStamp,
} from "./draft-ownership";
import { emptyApplication } from "./realtor-wizard";

const tabA: DraftSession = { tabId: "tab-a", submissionId: "sub-1", revision: 3 };
const tabB: DraftSession = { tabId: "tab-b", submissionId: "sub-1", revision: 3 };
const writtenByA = (revision: number): DraftStamp => ({ revision, tabId: "tab-a", submissionId: "sub-1" });

describe("whether a tab is in step with the stored draft", () => {
  it("is in step when the stored draft is the revision its form was built on, whoever wrote it", () => {
    expect(standing(writtenByA(3), tabA)).toBe("in-step");
    expect(standing(writtenByA(3), tabB)).toBe("in-step");
  });

  it("is in step with a later revision only if this tab wrote it (its own save landing)", () => {
    expect(standing(writtenByA(4), tabA)).toBe("in-step");
    expect(standing(writtenByA(4), tabB)).toBe("changed");
  });

  it("sees another application's draft as changed, even at the same revision", () => {
    expect(standing({ revision: 3, tabId: "tab-a", submissionId: "sub-2" }, tabA)).toBe("changed");
  });

  it("with no draft stored: in step for a tab that never had one, gone for a tab that did", () => {
    expect(standing(undefined, { ...tabA, revision: 0 })).toBe("in-step");
    expect(standing(undefined, tabA)).toBe("gone");
  });

  it("sees a draft another tab started as changed, for a tab that has not saved yet", () => {
    expect(standing(writtenByA(1), { tabId: "tab-b", submissionId: "sub-9", revision: 0 })).toBe("changed");
  });
});

describe("saving over the stored draft", () => {
  it("a tab in step writes the next revision, stamped with its own id", () => {
    expect(stampForSave(writtenByA(3), tabB)).toEqual({ ok: true, stamp: { revision: 4, tabId: "tab-b", submissionId: "sub-1" } });
    expect(stampForSave(undefined, { ...tabB, revision: 0 })).toEqual({
      ok: true,
      stamp: { revision: 1, tabId: "tab-b", submissionId: "sub-1" },
    });
  });

  it("a tab out of step writes nothing and learns why", () => {
    expect(stampForSave(writtenByA(4), tabB)).toEqual({ ok: false, standing: "changed" });
    expect(stampForSave(undefined, tabB)).toEqual({ ok: false, standing: "gone" });
  });

  it("revisions only go up, even when a tab's own saves overtook what it heard back", () => {
    const plan = stampForSave(writtenByA(7), tabA);
    expect(plan.ok && plan.stamp.revision).toBe(8);
  });
});

describe("'Keep mine'", () => {
  it("writes over any stored draft as its newest revision", () => {
    expect(stampForKeepMine(writtenByA(9), tabB)).toEqual({ revision: 10, tabId: "tab-b", submissionId: "sub-1" });
  });

  it("keeps the stored draft's submission id, so the tabs sharing it still submit one application", () => {
    const other = { revision: 2, tabId: "tab-a", submissionId: "sub-a" };
    expect(stampForKeepMine(other, { tabId: "tab-b", submissionId: "sub-b", revision: 0 }).submissionId).toBe("sub-a");
  });

  it("starts the draft again from this tab's answers when none is stored", () => {
    expect(stampForKeepMine(undefined, tabB)).toEqual({ revision: 4, tabId: "tab-b", submissionId: "sub-1" });
  });
});

describe("a stored draft's stamp", () => {
  const updatedAt = "2026-05-01T10:00:00.000Z";

  it("is what the draft carries", () => {
    expect(stampOf({ updatedAt, submissionId: "sub-1", revision: 5, tabId: "tab-a" })).toEqual(writtenByA(5));
  });

  it("of a draft saved before stamps existed is revision 1 of no tab, with a submission id every tab derives alike", () => {
    expect(stampOf({ updatedAt })).toEqual({ revision: 1, tabId: "", submissionId: "draft-20260501100000000" });
    expect(stampOf({ updatedAt }).submissionId).toBe(stampOf({ updatedAt }).submissionId);
  });
});

describe("the same answers", () => {
  const answers = { ...emptyApplication(), firstName: "Adriana", specializations: ["Luxury Properties"] };

  it("ignore the order of keys and what storing adds (id, status)", () => {
    const stored = { id: "sub-1", status: "submitted", ...answers, licenseUpload: { size: 10, name: "a.pdf", id: "f1" } };
    expect(sameAnswers({ ...answers, licenseUpload: { id: "f1", name: "a.pdf", size: 10 } }, stored)).toBe(true);
  });

  it("differ when any field differs", () => {
    expect(sameAnswers(answers, { ...answers, firstName: "Beatriz" })).toBe(false);
    expect(sameAnswers(answers, { ...answers, specializations: [] })).toBe(false);
    expect(sameAnswers(answers, { ...answers, licenseUpload: { id: "f1", name: "a.pdf", size: 10 } })).toBe(false);
  });
});

describe("a newer revision with this tab's very answers", () => {
  const stored = { revision: 5, tabId: "tab-a", submissionId: "sub-1" };

  it("is no conflict when it is the same application", () => {
    expect(holdsTheseAnswers(stored, { firstName: "Adriana" }, tabB, { ...emptyApplication(), firstName: "Adriana" })).toBe(true);
  });

  it("is a conflict when the answers or the application differ", () => {
    expect(holdsTheseAnswers(stored, { firstName: "Adriana" }, tabB, { firstName: "Beatriz" })).toBe(false);
    expect(holdsTheseAnswers({ ...stored, submissionId: "sub-2" }, { firstName: "Adriana" }, tabB, { firstName: "Adriana" })).toBe(false);
  });
});

describe("which released files may be deleted", () => {
  const license = { id: "f-license", name: "license.pdf", size: 10 };
  const plan = { id: "f-plan", name: "plan.pdf", size: 10 };

  it("never one a submitted application points at", () => {
    expect(unreferencedFiles(["f-license", "f-plan"], [], [{ licenseUpload: license }])).toEqual(["f-plan"]);
  });

  it("never one the stored draft still points at (its next save may not have landed yet)", () => {
    expect(unreferencedFiles(["f-license", "f-plan"], [{ businessPlan: plan }], [])).toEqual(["f-license"]);
  });

  it("never one any account's stored draft points at", () => {
    expect(unreferencedFiles(["f-license", "f-plan"], [{}, { licenseUpload: license }], [])).toEqual(["f-plan"]);
  });

  it("only the released ones: another tab's new upload is not this tab's to delete", () => {
    expect(unreferencedFiles([], [], [])).toEqual([]);
  });
});
