import { describe, expect, it } from "vitest";
import { createUndoCopyStore } from "@/lib/store";
import { siteTestStore } from "@/lib/store/testing";
import { resetDemoData, writeBackup } from "./actions";
import { recordsVisibleTo } from "./data-rights";
import { accountDataFor, requestRecord } from "./testing";
import { confirmBackupSaved, keepUndoCopy, pendingUndo, undoReplace } from "./undo-replace";

const request = requestRecord;

const NOW = new Date("2026-11-29T03:15:00.000Z");

/** A browser where acct-1 and acct-2 each made a request, and the file acct-1 replaces theirs with (one other request). */
async function sharedBrowser() {
  const store = siteTestStore();
  for (const record of [request("of-acct-1", "acct-1"), request("of-acct-2", "acct-2")]) await store.collections.requests.create(record);
  const data = accountDataFor(store);
  const source = siteTestStore();
  await source.collections.requests.create(request("from-file", "acct-1"));
  const fileText = await source.exportText(recordsVisibleTo("acct-1"));
  const ids = async () => (await store.collections.requests.list()).map((record) => record.id).sort();
  const replaceAs = async (viewer: string) => {
    await keepUndoCopy(viewer, "from-laptop.json", NOW, data);
    await writeBackup(await data.prepareImport(fileText, recordsVisibleTo(viewer)), "replace", viewer, data);
  };
  return { store, data, ids, replaceAs };
}

describe("undoing a replace", () => {
  it("keeps what the person could see before the replace, and Undo puts exactly that back", async () => {
    const browser = await sharedBrowser();
    await browser.replaceAs("acct-1");
    expect(await browser.ids()).toEqual(["from-file", "of-acct-2"]);
    expect(await pendingUndo("acct-1", browser.data)).toEqual({
      fileName: "from-laptop.json",
      backupName: "aurum-residences-before-import-2026-11-29.json",
      createdAt: NOW.toISOString(),
    });
    expect(await undoReplace("acct-1", browser.data)).toMatchObject({ mode: "replace" });
    expect(await browser.ids()).toEqual(["of-acct-1", "of-acct-2"]);
    expect(await pendingUndo("acct-1", browser.data)).toBeNull();
  });

  it("keeps one copy per person: another account has nothing to undo and changes nothing by trying", async () => {
    const browser = await sharedBrowser();
    await browser.replaceAs("acct-1");
    expect(await pendingUndo("acct-2", browser.data)).toBeNull();
    expect(await pendingUndo(null, browser.data)).toBeNull();
    await expect(undoReplace("acct-2", browser.data)).rejects.toMatchObject({ name: "StoreError", kind: "not-found" });
    expect(await browser.ids()).toEqual(["from-file", "of-acct-2"]);
    expect(await pendingUndo("acct-1", browser.data)).not.toBeNull();
  });

  it("leaves another account's records as they are, made before or after the replace", async () => {
    const browser = await sharedBrowser();
    await browser.replaceAs("acct-1");
    await browser.store.collections.requests.create(request("later-of-acct-2", "acct-2"));
    await undoReplace("acct-1", browser.data);
    expect(await browser.ids()).toEqual(["later-of-acct-2", "of-acct-1", "of-acct-2"]);
  });

  it("forgets the copy once the person says the backup is saved", async () => {
    const browser = await sharedBrowser();
    await browser.replaceAs("acct-1");
    await confirmBackupSaved("acct-1", browser.data);
    expect(await pendingUndo("acct-1", browser.data)).toBeNull();
    await expect(undoReplace("acct-1", browser.data)).rejects.toMatchObject({ kind: "not-found" });
    expect(await browser.ids()).toEqual(["from-file", "of-acct-2"]);
  });

  it("a reset of the demo data lets the copy go: what is reset is not offered back", async () => {
    const browser = await sharedBrowser();
    await browser.replaceAs("acct-1");
    await resetDemoData("acct-1", browser.data);
    expect(await pendingUndo("acct-1", browser.data)).toBeNull();
  });

  it("signed out, keeps the browser's own copy apart from every account's", async () => {
    const browser = await sharedBrowser();
    await browser.store.collections.requests.create(request("signed-out"));
    await keepUndoCopy(null, "from-laptop.json", NOW, browser.data);
    expect(await pendingUndo(null, browser.data)).not.toBeNull();
    expect(await pendingUndo("acct-1", browser.data)).toBeNull();
  });
});

describe("the undo copies' store", () => {
  it("treats a stored value that is not this owner's copy as none", async () => {
    const copies = createUndoCopyStore({ findIndexedDB: () => undefined });
    await copies.put({ owner: "acct-1", text: "{}", fileName: "a.json", backupName: "b.json", createdAt: "not a date" });
    expect(await copies.get("acct-1")).toBeNull();
    await copies.put({ owner: "acct-1", text: "{}", fileName: "a.json", backupName: "b.json", createdAt: NOW.toISOString() });
    expect(await copies.get("acct-1")).toMatchObject({ owner: "acct-1" });
    expect(await copies.get("acct-2")).toBeNull();
    copies.close();
  });
});
