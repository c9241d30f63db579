import { describe, expect, it } from "vitest";
import { applicationDraftSchema } from "./record-schemas";

const draft = { id: "realtor-application", step: 3, values: { firstName: "Adriana" }, updatedAt: "2026-05-01T10:00:00.000Z" };

describe("a stored realtor application draft", () => {
  it("carries its revision, the tab that wrote it and its submission id", () => {
    const stamped = { ...draft, revision: 4, tabId: "tab-a", submissionId: "7d1e6c9a-0000-4000-8000-000000000000" };
    expect(applicationDraftSchema.safeParse(stamped)).toMatchObject({ success: true, data: stamped });
  });

  it("saved before those existed, still reads (they are added on first load)", () => {
    expect(applicationDraftSchema.safeParse(draft).success).toBe(true);
  });

  it("with a revision that is not a whole number of 1 or more, or an empty submission id, is set aside", () => {
    for (const broken of [{ revision: 0 }, { revision: 1.5 }, { revision: "2" }, { submissionId: "" }, { tabId: 7 }]) {
      expect(applicationDraftSchema.safeParse({ ...draft, ...broken }).success, JSON.stringify(broken)).toBe(false);
    }
  });
});
