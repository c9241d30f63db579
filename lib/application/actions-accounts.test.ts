import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { MemoryStorage, siteTestStore } from "@/lib/store/testing";
import { discardDraft, keepMyDraft, loadDraft, newDraftSession, saveDraft, storePdf, submitApplication } from "./actions";
import { draftHintKey } from "./draft-hint";
import { DRAFT_ID } from "./draft-store";
import { emptyApplication, type ApplicationValues } from "./realtor-wizard";

// Two accounts, Ada and Bea, take turns in one browser (one store, one localStorage).
const ADA = "acct-ada";
const BEA = "acct-bea";

const pdf = (name: string) => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });
const answers = (firstName: string, more: ApplicationValues = {}): ApplicationValues => ({ ...emptyApplication(), firstName, ...more });

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  return () => vi.unstubAllGlobals();
});

/** Nobody signed in on this tab (and nobody remembered: localStorage holds no session). */
const signOut = () => vi.stubGlobal("sessionStorage", new MemoryStorage());

/** Ada signs in and saves a draft with her name, email and license PDF; then signs out. */
async function adaSavesADraft(store = siteTestStore().collections) {
  signInForTest(ADA);
  const license = await storePdf(pdf("ada-license.pdf"), store);
  const saved = await saveDraft(newDraftSession(), 2, answers("Ada", { email: "ada@example.com", licenseUpload: license }), store);
  if (!saved.ok) throw new Error("Ada's save was refused");
  signOut();
  return { store, license, session: saved.session };
}

describe("each account's realtor application draft", () => {
  it("is read only by its account: Bea, and the signed-out browser, find no draft", async () => {
    const { store } = await adaSavesADraft();
    signInForTest(BEA);
    expect(await loadDraft(undefined, store)).toBeNull();
    signOut();
    expect(await loadDraft(undefined, store)).toBeNull();
    signInForTest(ADA);
    expect(await loadDraft(undefined, store)).toMatchObject({ step: 2, values: { firstName: "Ada", email: "ada@example.com" } });
  });

  it("is never overwritten, discarded or submitted by another account's tab", async () => {
    const { store, license } = await adaSavesADraft();
    signInForTest(BEA);
    const bea = newDraftSession();
    const saved = await saveDraft(bea, 1, answers("Bea"), store);
    expect(saved).toMatchObject({ ok: true, session: { ownerId: BEA } });
    if (!saved.ok) return;
    await keepMyDraft(saved.session, 1, answers("Bea K."), store);
    expect(await discardDraft(saved.session, answers("Bea K."), store)).toMatchObject({ ok: true });
    signInForTest(ADA);
    expect(await loadDraft(undefined, store)).toMatchObject({ values: { firstName: "Ada", licenseUpload: license } });
  });

  it("keeps the session's owner: a tab that began as Ada writes Ada's draft even after someone else signs in", async () => {
    const { store, session } = await adaSavesADraft();
    signInForTest(BEA);
    await saveDraft(session, 3, answers("Ada L."), store);
    expect(await loadDraft(undefined, store)).toBeNull();
    signInForTest(ADA);
    expect(await loadDraft(undefined, store)).toMatchObject({ step: 3, values: { firstName: "Ada L." } });
  });

  it("refuses to submit another account's PDF with Bea's application: the field asks for a file again", async () => {
    const { store, license } = await adaSavesADraft();
    signInForTest(BEA);
    const values = { ...answers("Bea"), licenseUpload: license } as Parameters<typeof submitApplication>[1];
    expect(await submitApplication(newDraftSession(), values, values, store)).toEqual({ kind: "missing-files", fields: ["licenseUpload"] });
    expect(await store.applications.list()).toEqual([]);
  });

  it("is hinted for the first paint per account: Ada's hint is not Bea's, and Bea's check leaves Ada's", async () => {
    const { store } = await adaSavesADraft();
    expect(local.getItem(`rm:${draftHintKey(ADA)}`)).toBe("true");
    expect(local.getItem(`rm:${draftHintKey(undefined)}`)).toBeNull();
    signInForTest(BEA);
    await loadDraft(undefined, store);
    expect(local.getItem(`rm:${draftHintKey(BEA)}`)).toBeNull();
    expect(local.getItem(`rm:${draftHintKey(ADA)}`)).toBe("true");
  });
});

describe("a draft saved before drafts had owners (one record, no owner)", () => {
  it("is the signed-out browser's: read signed out, not by an account, without another account's PDF", async () => {
    const { store, license } = await adaSavesADraft();
    const legacy = { id: DRAFT_ID, step: 4, values: answers("Old", { licenseUpload: license }), updatedAt: "2026-11-20T10:00:00.000Z" };
    await store.applicationDrafts.create(legacy);
    signInForTest(BEA);
    expect(await loadDraft(undefined, store)).toBeNull();
    signOut();
    const read = await loadDraft(undefined, store);
    expect(read).toMatchObject({ step: 4, values: { firstName: "Old" } });
    expect(read?.values.licenseUpload).toBeUndefined();
    expect(read?.session.ownerId).toBeUndefined();
  });
});
