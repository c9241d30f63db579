import { describe, expect, it, vi } from "vitest";
import { newDraftSession, saveDraft, storePdf } from "@/lib/application/actions";
import { emptyApplication } from "@/lib/application/realtor-wizard";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { createSigningKeyStore } from "@/lib/store";
import { siteTestStore, freshIndexedDB, MemoryStorage } from "@/lib/store/testing";
import { checkBackup, resetDemoData, writeBackup } from "./actions";
import { recordsVisibleTo } from "./data-rights";
import { accountDataFor, requestRecord, signInForTest } from "./testing";

const request = requestRecord;

const dataOf = accountDataFor;

/** A site test store holding a request made signed out, one of acct-1 and one of acct-2; and the signing keys of both. */
async function browserWithTwoAccounts() {
  const store = siteTestStore();
  for (const record of [request("signed-out"), request("of-acct-1", "acct-1"), request("of-acct-2", "acct-2")])
    await store.collections.requests.create(record);
  const keys = createSigningKeyStore({ findIndexedDB: freshIndexedDB });
  for (const account of ["acct-1", "acct-2"]) await keys.getOrCreate(account, () => generateSigningKey(account));
  const data = dataOf(store, keys);
  const requestIds = async () => (await store.collections.requests.list()).map((record) => record.id).sort();
  const hasKey = async (account: string) => !(await keys.getOrCreate(account, () => generateSigningKey(account))).created;
  return { store, data, requestIds, hasKey };
}

describe("resetting the demo data", () => {
  it("signed out, deletes the records made signed out and keeps every account's, and every key", async () => {
    const browser = await browserWithTwoAccounts();
    await resetDemoData(null, browser.data);
    expect(await browser.requestIds()).toEqual(["of-acct-1", "of-acct-2"]);
    expect(await browser.hasKey("acct-1")).toBe(true);
  });

  it("signed in, deletes the account's records and the signed-out ones, and the account's signing key only", async () => {
    const browser = await browserWithTwoAccounts();
    await resetDemoData("acct-1", browser.data);
    expect(await browser.requestIds()).toEqual(["of-acct-2"]);
    expect(await browser.hasKey("acct-2")).toBe(true);
    expect(await browser.hasKey("acct-1")).toBe(false);
  });

  it("still resets when the signing key cannot be removed", async () => {
    const browser = await browserWithTwoAccounts();
    const failing = { ...browser.data.signingKeys(), remove: () => Promise.reject(new Error("blocked")) };
    await resetDemoData("acct-1", { ...browser.data, signingKeys: () => failing });
    expect(await browser.requestIds()).toEqual(["of-acct-2"]);
  });
});

describe("importing a backup", () => {
  it("checks the file and changes nothing, then a merge adds what is missing here", async () => {
    const source = await browserWithTwoAccounts();
    const file = new File([await source.store.exportText(recordsVisibleTo("acct-1"))], "backup.json", { type: "application/json" });
    const target = siteTestStore();
    const plan = await checkBackup(file, recordsVisibleTo("acct-1"), dataOf(target));
    expect(plan.preview.collections).toContainEqual({ collection: "requests", inBrowser: 0, inFile: 2, missingHere: 2 });
    expect(await target.collections.requests.list()).toEqual([]);
    expect(await writeBackup(plan, "merge")).toMatchObject({ mode: "merge", written: 2 });
    expect((await target.collections.requests.list()).map((record) => record.id).sort()).toEqual(["of-acct-1", "signed-out"]);
  });

  it("a Replace from a file without the person's account removes its signing key, and no other", async () => {
    const browser = await browserWithTwoAccounts();
    const file = new File([await browser.store.exportText(recordsVisibleTo("acct-1"))], "backup.json", { type: "application/json" });
    const plan = await checkBackup(file, recordsVisibleTo("acct-1"), browser.data);
    expect(await writeBackup(plan, "merge", "acct-1", browser.data)).toMatchObject({ mode: "merge" });
    expect(await browser.hasKey("acct-1")).toBe(true);
    await writeBackup(plan, "replace", "acct-1", browser.data);
    expect(await browser.hasKey("acct-1")).toBe(false);
    expect(await browser.hasKey("acct-2")).toBe(true);
  });

  it("refuses a file that is not a backup of this site, with the reason", async () => {
    const target = siteTestStore();
    const file = new File(["{}"], "notes.json", { type: "application/json" });
    await expect(checkBackup(file, recordsVisibleTo(null), dataOf(target))).rejects.toMatchObject({ name: "StoreError", kind: "invalid" });
  });
});

describe("realtor application drafts and their PDFs", () => {
  /** Ada and then Bea each save a draft with a license PDF, in one browser. */
  async function twoAccountsWithDrafts() {
    vi.stubGlobal("localStorage", new MemoryStorage()); // the first-paint hint the draft actions write
    const store = siteTestStore();
    const stored: Record<string, { draft: string; file: string }> = {};
    for (const account of ["acct-ada", "acct-bea"]) {
      signInForTest(account);
      const license = await storePdf(new File(["%PDF-1.4\n%%EOF\n"], `${account}.pdf`), store.collections);
      const saved = await saveDraft(
        newDraftSession(),
        2,
        { ...emptyApplication(), firstName: account, licenseUpload: license },
        store.collections,
      );
      if (!saved.ok) throw new Error("save refused");
      const [draft] = (await store.collections.applicationDrafts.list()).filter((record) => record.ownerId === account);
      stored[account] = { draft: draft?.id ?? "", file: license.id };
    }
    return { store, stored };
  }

  it("are exported only by their own account", async () => {
    const { store, stored } = await twoAccountsWithDrafts();
    const backup = await store.exportAll(recordsVisibleTo("acct-bea"));
    const ids = (records: unknown[] = []) => records.map((record) => (record as { id: string }).id);
    expect(ids(backup.collections.applicationDrafts)).toEqual([stored["acct-bea"]?.draft]);
    expect(ids(backup.collections.files)).toEqual([stored["acct-bea"]?.file]);
  });

  it("are reset only by their own account: Bea's reset leaves Ada's draft and PDF", async () => {
    const { store, stored } = await twoAccountsWithDrafts();
    await resetDemoData("acct-bea", dataOf(store));
    expect((await store.collections.applicationDrafts.list()).map((record) => record.id)).toEqual([stored["acct-ada"]?.draft]);
    expect((await store.collections.files.list()).map((record) => record.id)).toEqual([stored["acct-ada"]?.file]);
  });
});
