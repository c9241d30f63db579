import type { SetAsideRecord } from "../lib/store";
import { dataControls, exportBackup } from "./helpers/backup";
import { downloadedJson } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { putStoredRecords, storedRecords } from "./helpers/store";

/*
 * No record disappears unseen (issue 14): a stored record that fails validation is set aside,
 * counted on /account (whichever collection it was in), downloadable, and kept in backups.
 */

test("a corrupted record is counted on /account, downloadable and kept in backups", async ({ page }) => {
  await gotoReady(page, "/account/");
  await putStoredRecords(page, "offers", [{ id: "offer-corrupt", price: "DROP TABLE" }]);
  // Messages are not listed on /account: the count covers every collection all the same.
  await putStoredRecords(page, "messages", [{ id: "message-corrupt", text: 42 }]);
  await page.reload();

  const notice = dataControls(page).getByRole("heading", { name: "2 records could not be read" });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(dataControls(page)).toContainText("They are set aside: not shown on the site, not deleted, and included in every backup");
  await expect(page.getByRole("heading", { name: "Nothing submitted yet" })).toBeVisible();
  expect(await storedRecords(page, "offers")).toEqual([]);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await dataControls(page).getByRole("button", { name: "Download set-aside records" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aurum-residences-set-aside-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await downloadedJson<{ format: string; records: SetAsideRecord[] }>(download);
  expect(file.format).toBe("residences-marketplace-set-aside");
  const byCollection = Object.fromEntries(file.records.map((entry) => [entry.collection, entry]));
  expect(byCollection.offers?.record).toEqual({ id: "offer-corrupt", price: "DROP TABLE" });
  expect(byCollection.offers?.reason).toMatch(/\w+: /);
  expect(byCollection.messages?.record).toEqual({ id: "message-corrupt", text: 42 });

  const backup = (await exportBackup(page)) as { setAside?: SetAsideRecord[] };
  expect(backup.setAside?.map((entry) => entry.record)).toEqual(expect.arrayContaining(file.records.map((entry) => entry.record)));
});
