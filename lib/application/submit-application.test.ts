import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { memoryCollections } from "@/lib/store/testing";
import { deleteUnreferencedFiles, storePdf } from "./application-files";
import type { DraftSession } from "./draft-ownership";
import { discardDraft, readDraft, saveDraft, type ApplicationCollections } from "./draft-store";
import { emptyApplication } from "./realtor-wizard";
import { submitApplication } from "./submit-application";

const stores: { close(): void }[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.close()));

function sharedStore(): ApplicationCollections {
  const loose = z.looseObject({ id: z.string() });
  const store = memoryCollections({ drafts: loose, applications: loose, files: loose }, "submit-test");
  stores.push(store);
  return store.collections as unknown as ApplicationCollections;
}

const pdfFile = (name: string) => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

/** Answers as the schema gives them on submit (the wizard's checks are not what is tested here). */
function application(firstName: string, license?: RealtorApplication["licenseUpload"]): RealtorApplication {
  return { ...emptyApplication(), firstName, licenseUpload: license } as RealtorApplication;
}

/** Tab A starts the draft with a license PDF; tab B opens the same draft. */
async function twoTabsOnOneDraft(collections: ApplicationCollections) {
  const license = await storePdf(collections.files, pdfFile("license.pdf"));
  const answers = application("Adriana", license);
  const saved = await saveDraft(collections, { tabId: "a", submissionId: "sub-a", revision: 0 }, 5, answers);
  if (!saved.ok) throw new Error("save refused");
  const b = await readDraft(collections, "b");
  if (!b) throw new Error("no draft");
  return { license, answers, a: saved.session, b: b.session };
}

describe("submitting the application", () => {
  it("stores it under the draft's submission id and removes the draft", async () => {
    const collections = sharedStore();
    const { a, answers } = await twoTabsOnOneDraft(collections);
    const outcome = await submitApplication(collections, a, answers);
    expect(outcome).toMatchObject({ kind: "created", application: { id: "sub-a", firstName: "Adriana", status: "submitted" } });
    expect(await collections.drafts.list()).toEqual([]);
  });

  it("twice from the same tab (a double click) stores one application and shows it the second time", async () => {
    const collections = sharedStore();
    const { a, answers } = await twoTabsOnOneDraft(collections);
    const outcomes = await Promise.all([submitApplication(collections, a, answers), submitApplication(collections, a, answers)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["created", "existing"]);
    expect(await collections.applications.list()).toHaveLength(1);
  });

  it("from two tabs holding the same draft stores one application; the second tab is shown it", async () => {
    const collections = sharedStore();
    const { a, b, answers } = await twoTabsOnOneDraft(collections);
    expect((await submitApplication(collections, a, answers)).kind).toBe("created");
    expect(await submitApplication(collections, b, answers)).toMatchObject({ kind: "existing", application: { id: "sub-a" } });
    expect(await collections.applications.list()).toHaveLength(1);
  });

  it("from two tabs at the same moment stores one application: the second finds the first's", async () => {
    const collections = sharedStore();
    const { a, b, answers } = await twoTabsOnOneDraft(collections);
    const outcomes = await Promise.all([submitApplication(collections, a, answers), submitApplication(collections, b, answers)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["created", "existing"]);
    expect(await collections.applications.list()).toHaveLength(1);
    expect(await collections.drafts.list()).toEqual([]);
  });

  it("from a tab that fell behind submits nothing: the newer draft is the other tab's", async () => {
    const collections = sharedStore();
    const { a, b, answers } = await twoTabsOnOneDraft(collections);
    await saveDraft(collections, a, 5, application("Adriana Solis", answers.licenseUpload));
    expect(await submitApplication(collections, b, answers)).toMatchObject({ kind: "conflict", conflict: { kind: "changed" } });
    expect(await collections.applications.list()).toEqual([]);
  });

  it("with other answers after the draft went in from another tab: told, not merged or dropped", async () => {
    const collections = sharedStore();
    const { a, b, answers } = await twoTabsOnOneDraft(collections);
    await submitApplication(collections, a, answers);
    const outcome = await submitApplication(collections, b, application("Beatriz", answers.licenseUpload));
    expect(outcome).toMatchObject({ kind: "conflict", conflict: { kind: "submitted", application: { firstName: "Adriana" } } });
    expect(await collections.applications.list()).toHaveLength(1);
  });

  it("with a PDF that another tab has deleted names the field instead of submitting", async () => {
    const collections = sharedStore();
    const { a, answers, license } = await twoTabsOnOneDraft(collections);
    await collections.files.remove(license.id);
    expect(await submitApplication(collections, a, answers)).toEqual({ kind: "missing-files", fields: ["licenseUpload"] });
    expect(await collections.applications.list()).toEqual([]);
  });
});

describe("files a submitted application points at", () => {
  it("survive the other tab discarding its draft and letting its files go", async () => {
    const collections = sharedStore();
    const { a, b, answers, license } = await twoTabsOnOneDraft(collections);
    await submitApplication(collections, a, answers);
    expect(await discardDraft(collections, b)).toMatchObject({ ok: true });
    expect(await deleteUnreferencedFiles(collections, [license.id])).toEqual([]);
    expect(await collections.files.get(license.id)).toMatchObject({ name: "license.pdf", type: "application/pdf" });
  });

  it("are deleted once neither the draft nor any application points at them", async () => {
    const collections = sharedStore();
    const { a, license } = await twoTabsOnOneDraft(collections);
    expect(await deleteUnreferencedFiles(collections, [license.id])).toEqual([]);
    await saveDraft(collections, a, 5, application("Adriana"));
    expect(await deleteUnreferencedFiles(collections, [license.id])).toEqual([license.id]);
    expect(await collections.files.get(license.id)).toBeUndefined();
  });
});

describe("a tab's session", () => {
  it("is what a submit goes by: a new session is a new application", async () => {
    const collections = sharedStore();
    const session: DraftSession = { tabId: "a", submissionId: "sub-new", revision: 0 };
    expect(await submitApplication(collections, session, application("Adriana"))).toMatchObject({
      kind: "created",
      application: { id: "sub-new" },
    });
  });
});
