import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { memoryCollections } from "@/lib/store/testing";
import type { DraftSession } from "./draft-ownership";
import { checkDraft, discardDraft, DRAFT_ID, keepMyDraft, readDraft, saveDraft, type ApplicationCollections } from "./draft-store";
import { emptyApplication } from "./realtor-wizard";

const anyRecord = z.looseObject({ id: z.string() });
const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((store) => store.close()));

/** The three collections in memory, shared by the "tabs" of a test as the browser's store is. */
function browserStore(): ApplicationCollections {
  const store = memoryCollections({ drafts: anyRecord, applications: anyRecord, files: anyRecord }, "draft-store-test");
  opened.push(store);
  return store.collections as unknown as ApplicationCollections;
}

const answers = (firstName: string) => ({ ...emptyApplication(), firstName });
const freshTab = (tabId: string, submissionId = `sub-${tabId}`): DraftSession => ({ tabId, submissionId, revision: 0 });

/** A tab that opened the page after `session`'s tab saved: it reads the draft back. */
async function openTab(collections: ApplicationCollections, tabId: string) {
  const draft = await readDraft(collections, tabId);
  if (!draft) throw new Error("Expected a stored draft");
  return draft;
}

/** Tab "a" saves the first draft ("Adriana"); returns its session. */
async function tabAStarts(collections: ApplicationCollections): Promise<DraftSession> {
  const saved = await saveDraft(collections, freshTab("a"), 1, answers("Adriana"));
  if (!saved.ok) throw new Error("the first save was refused");
  return saved.session;
}

async function storedFirstName(collections: ApplicationCollections) {
  return (await collections.drafts.get(DRAFT_ID))?.values.firstName;
}

describe("two tabs typing in the same draft", () => {
  it("the first tab to save starts the draft; the other's save is refused and changes nothing", async () => {
    const collections = browserStore();
    const a = await saveDraft(collections, freshTab("a"), 1, answers("Adriana"));
    expect(a).toMatchObject({ ok: true, session: { revision: 1, tabId: "a", submissionId: "sub-a" } });

    const b = await saveDraft(collections, freshTab("b"), 1, answers("Beatriz"));
    expect(b).toMatchObject({ ok: false, conflict: { kind: "changed" } });
    expect(await storedFirstName(collections)).toBe("Adriana");
  });

  it("a tab in step saves revision after revision; a tab that fell behind is refused", async () => {
    const collections = browserStore();
    const first = await tabAStarts(collections);
    const b = await openTab(collections, "b");
    expect(b.session).toEqual({ tabId: "b", submissionId: "sub-a", revision: 1 });

    const again = await saveDraft(collections, first, 2, answers("Adriana S."));
    expect(again).toMatchObject({ ok: true, session: { revision: 2 } });
    expect(await saveDraft(collections, b.session, 1, answers("Beatriz"))).toMatchObject({ ok: false, conflict: { kind: "changed" } });
    expect(await storedFirstName(collections)).toBe("Adriana S.");
    expect(await checkDraft(collections, b.session, answers("Beatriz"))).toMatchObject({ ok: false, conflict: { kind: "changed" } });
    expect(again.ok && (await checkDraft(collections, again.session, answers("Adriana S.")))).toEqual({
      ok: true,
      session: again.ok && again.session,
    });
  });

  it("'Keep mine' saves over the newer draft, and then the other tab is the one told", async () => {
    const collections = browserStore();
    const first = await tabAStarts(collections);
    const b = await keepMyDraft(collections, freshTab("b"), 3, answers("Beatriz"));
    expect(b).toEqual({ tabId: "b", submissionId: "sub-a", revision: 2 });
    expect(await storedFirstName(collections)).toBe("Beatriz");
    expect(await checkDraft(collections, first, answers("Adriana"))).toMatchObject({ ok: false, conflict: { kind: "changed" } });
    expect(await saveDraft(collections, b, 3, answers("Beatriz R."))).toMatchObject({ ok: true, session: { revision: 3 } });
  });

  it("a newer revision holding exactly this tab's answers is no conflict: the tab takes its stamp", async () => {
    const collections = browserStore();
    const first = await tabAStarts(collections);
    const b = await openTab(collections, "b");
    const moved = await saveDraft(collections, first, 2, answers("Adriana"));
    expect(await checkDraft(collections, b.session, answers("Adriana"))).toEqual({
      ok: true,
      session: { tabId: "b", submissionId: "sub-a", revision: 2 },
    });
    expect(await saveDraft(collections, b.session, 2, answers("Adriana"))).toEqual({ ok: true, session: { ...b.session, revision: 2 } });
    expect(moved.ok && (await collections.drafts.get(DRAFT_ID))?.tabId).toBe("a");
  });

  it("'Load the newer draft' makes a tab in step again", async () => {
    const collections = browserStore();
    await saveDraft(collections, freshTab("a"), 2, answers("Adriana"));
    const loaded = await openTab(collections, "b");
    expect(loaded).toMatchObject({ step: 2, values: { firstName: "Adriana" } });
    expect(await saveDraft(collections, loaded.session, 2, answers("Adriana B."))).toMatchObject({ ok: true });
  });
});

describe("a draft that goes away", () => {
  it("'Start again' removes the draft when it is the one this tab holds", async () => {
    const collections = browserStore();
    const saved = await tabAStarts(collections);
    expect(await discardDraft(collections, saved)).toMatchObject({ ok: true });
    expect(await collections.drafts.list()).toEqual([]);
  });

  it("'Start again' in a tab that fell behind removes nothing: the newer draft is another tab's", async () => {
    const collections = browserStore();
    await saveDraft(collections, freshTab("a"), 1, answers("Adriana"));
    const b = await openTab(collections, "b");
    await keepMyDraft(collections, freshTab("c"), 1, answers("Carla"));
    expect(await discardDraft(collections, b.session)).toMatchObject({ ok: false, conflict: { kind: "changed" } });
    expect(await storedFirstName(collections)).toBe("Carla");
  });

  it("a tab whose draft was discarded elsewhere is told so, and 'Keep mine' brings it back", async () => {
    const collections = browserStore();
    const saved = await tabAStarts(collections);
    const b = await openTab(collections, "b");
    await discardDraft(collections, b.session);
    expect(await saveDraft(collections, saved, 1, answers("Adriana S."))).toEqual({ ok: false, conflict: { kind: "discarded" } });
    await keepMyDraft(collections, saved, 1, answers("Adriana S."));
    expect(await storedFirstName(collections)).toBe("Adriana S.");
  });

  it("a tab whose draft was submitted elsewhere is told so, with the application", async () => {
    const collections = browserStore();
    const saved = await tabAStarts(collections);
    await collections.applications.create({ ...answers("Adriana"), id: "sub-a" } as never);
    await collections.drafts.remove(DRAFT_ID);
    expect(await checkDraft(collections, saved, answers("Adriana"))).toMatchObject({
      ok: false,
      conflict: { kind: "submitted", application: { id: "sub-a" } },
    });
  });
});

describe("a draft saved before revisions existed", () => {
  it("gets one submission id, the same for every tab that opens it", async () => {
    const collections = browserStore();
    const legacy = { id: DRAFT_ID, step: 2, values: answers("Adriana"), updatedAt: "2026-05-01T10:00:00.000Z" };
    await collections.drafts.create(legacy);
    const [a, b] = await Promise.all([openTab(collections, "a"), openTab(collections, "b")]);
    expect(a.session.submissionId).toBe(b.session.submissionId);
    expect(a.session.revision).toBe(1);
    expect(await saveDraft(collections, b.session, 2, answers("Beatriz"))).toMatchObject({ ok: true, session: { revision: 2 } });
    expect(await saveDraft(collections, a.session, 2, answers("Adriana"))).toMatchObject({ ok: false, conflict: { kind: "changed" } });
  });
});
