import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { realtorApplicationSchema, type RealtorApplication } from "@/lib/schemas/realtor-application";
import { siteTestStore, MemoryStorage } from "@/lib/store/testing";
import { discardDraft, loadDraft, newDraftSession, releaseFile, saveDraft, storePdf, submitApplication } from "./actions";
import { draftHintKey } from "./draft-hint";
import { emptyApplication, type ApplicationValues } from "./realtor-wizard";

const pdf = (name: string) => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

/** Answers that pass the application's schema, as the form holds them on submit. */
function completeAnswers(licenseUpload: RealtorApplication["licenseUpload"]): RealtorApplication {
  const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "305 555 0100" };
  const office = { address: "1200 Brickell Avenue", city: "Miami", state: "FL", zipCode: "33131", brokerageName: "Bayfront" };
  const practice = { licenseNumber: "SL3459812", licenseState: "FL", yearsExperience: "6-10", specializations: ["Luxury Properties"] };
  const business = { businessType: "individual", annualSalesVolume: "15-30M", avgSalePrice: "1-5M" };
  const reference = {
    reference1Name: "Grace Hopper",
    reference1Company: "Navy",
    reference1Phone: "305 555 0177",
    reference1Email: "g@example.com",
  };
  const agreed = { agencyType: "single-agent", agreesToTerms: true, agreesToCommission: true, licenseUpload };
  return realtorApplicationSchema.parse({ ...emptyApplication(), ...person, ...office, ...practice, ...business, ...reference, ...agreed });
}

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  return () => vi.unstubAllGlobals();
});

/** The first-paint hint that a draft is saved (lib/application/draft-hint.ts), the signed-out browser's unless an account is named. */
const hinted = (ownerId?: string) => local.getItem(`rm:${draftHintKey(ownerId)}`) === "true";

describe("the realtor application's actions", () => {
  it("keep a chosen PDF as a Blob owned by whoever is signed in, and give the form its reference", async () => {
    signInForTest("acct-5");
    const store = siteTestStore().collections;
    const ref = await storePdf(pdf("license.pdf"), store);
    expect(ref).toEqual({ id: expect.any(String), name: "license.pdf", size: 15 });
    expect(await store.files.get(ref.id)).toMatchObject({ ownerId: "acct-5", type: "application/pdf", size: 15 });
  });

  it("save the draft, mark that one exists for the next first paint, and load it back", async () => {
    const store = siteTestStore().collections;
    const written = await saveDraft(newDraftSession(), 2, { ...emptyApplication(), firstName: "Ada" }, store);
    expect(written.ok).toBe(true);
    expect(hinted()).toBe(true);
    expect(await loadDraft(undefined, store)).toMatchObject({ step: 2, values: { firstName: "Ada" } });
  });

  it("load a draft without its references to PDFs that are no longer in the browser", async () => {
    const store = siteTestStore().collections;
    const gone = { id: "removed-in-another-tab", name: "license.pdf", size: 15 };
    await saveDraft(newDraftSession(), 3, { ...emptyApplication(), licenseUpload: gone }, store);
    expect((await loadDraft(undefined, store))?.values.licenseUpload).toBeUndefined();
  });

  it("delete a PDF the form let go of once the next save no longer points at it", async () => {
    const store = siteTestStore().collections;
    const ref = await storePdf(pdf("plan.pdf"), store);
    const withPlan: ApplicationValues = { ...emptyApplication(), businessPlan: ref };
    const first = await saveDraft(newDraftSession(), 4, withPlan, store);
    if (!first.ok) throw new Error("save refused");
    releaseFile(ref.id);
    await saveDraft(first.session, 4, { ...withPlan, businessPlan: undefined }, store);
    await vi.waitFor(async () => expect(await store.files.get(ref.id)).toBeUndefined());
  });

  it("on Start again remove the draft, its PDFs and the first-paint mark", async () => {
    const store = siteTestStore().collections;
    const values: ApplicationValues = { ...emptyApplication(), licenseUpload: await storePdf(pdf("license.pdf"), store) };
    const saved = await saveDraft(newDraftSession(), 3, values, store);
    if (!saved.ok) throw new Error("save refused");
    expect(await discardDraft(saved.session, values, store)).toMatchObject({ ok: true });
    expect(await store.applicationDrafts.list()).toEqual([]);
    expect(await store.files.list()).toEqual([]);
    expect(hinted()).toBe(false);
  });

  it("submit the application as the signed-in person's, keeping its PDF and removing the draft and the mark", async () => {
    signInForTest("acct-5");
    const store = siteTestStore().collections;
    const answers = completeAnswers(await storePdf(pdf("license.pdf"), store));
    const session = newDraftSession();
    const outcome = await submitApplication(session, answers, answers, store);
    expect(outcome).toMatchObject({ kind: "created", application: { id: session.submissionId, ownerId: "acct-5", status: "submitted" } });
    expect(await store.applications.list()).toHaveLength(1);
    expect(await store.applicationDrafts.list()).toEqual([]);
    expect(await store.files.list()).toHaveLength(1);
    expect(hinted("acct-5")).toBe(false);
  });
});
