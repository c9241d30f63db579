import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { closeStoresAfterEach, rejection, track } from "./create-store-test-utils";
import { createTestStore } from "./testing";

closeStoresAfterEach();

async function storeWithAttachment(bytes: number) {
  // A 4 KB limit stands for the real one, so that a test need not hold 100 MB.
  const store = track(createTestStore(undefined, { maxBackupBytes: 4096 }));
  await store.collections.files.create({
    id: "f1",
    name: "plan.pdf",
    type: "application/pdf",
    size: bytes,
    blob: new Blob([new Uint8Array(bytes)], { type: "application/pdf" }),
    createdAt: "2026-11-22T12:00:00.000Z",
  });
  return store;
}

describe("one size limit for export and import, attachments included", () => {
  it("refuses to export when the attachments alone are over the limit, before reading them", async () => {
    const store = await storeWithAttachment(4000);
    const error = await rejection(store.exportAll());
    expect(error.message).toMatch(
      /^A backup of everything here would be about 6 KB, more than the 4 KB a backup may hold, so none was made\.$/,
    );
  });

  it("refuses to export when the whole file is over the limit", async () => {
    const store = await storeWithAttachment(3000);
    await store.exportAll();
    expect((await rejection(store.exportText())).message).toMatch(/so none was made\.$/);
  });

  it("exports under the limit and refuses the same file once it has grown past it", async () => {
    const store = await storeWithAttachment(100);
    const text = await store.exportText();
    expect(new Blob([text]).size).toBeLessThanOrEqual(4096);
    await store.prepareImport(new Blob([text]));
    const grown = new Blob([text, " ".repeat(4097 - new Blob([text]).size)]);
    expect((await rejection(store.prepareImport(grown))).message).toMatch(
      /^This file is 5 KB, more than the 4 KB a backup may hold\. Nothing was changed\.$/,
    );
  });
});
