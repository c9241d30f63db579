import { BACKUP_FORMAT } from "../lib/store";
import { type Backup, chooseBackupFile, chooseReplacement, countsOf, dataControls, exportBackup } from "./helpers/backup";
import { offerRecord } from "./helpers/backup-records";
import { downloadedJson } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

/*
 * Import never destroys silently (issue 14): a file is checked and compared with this browser
 * before anything changes; a foreign, empty or newer file is refused with the reason; Merge adds
 * only what is missing; Replace first downloads a backup of what is here.
 */

const TABLES = ["accounts", "offers", "contracts", "transactions", "messages"] as const;

async function everythingStored(page: import("@playwright/test").Page) {
  return Promise.all(TABLES.map((table) => storedRecords(page, table)));
}

test("an empty, foreign, newer or broken file is refused with the reason, and nothing changes", async ({ page }) => {
  await gotoReady(page, "/account/");
  const before = await everythingStored(page);
  const refusals = [
    {
      file: '{"schemaVersion":1,"collections":{}}',
      message: "This file is not a backup from this site. Nothing was changed.",
      detail: /backup marker is missing/,
    },
    {
      file: JSON.stringify({ format: BACKUP_FORMAT, schemaVersion: 1, collections: {} }),
      message: "This backup is incomplete",
      detail: /^accounts: missing/,
    },
    { file: JSON.stringify({ hello: "world" }), message: "This file is not a backup from this site.", detail: /backup marker is missing/ },
    { file: "{ not json", message: "This file is not a backup from this site.", detail: /not JSON text/ },
    {
      file: JSON.stringify({ format: BACKUP_FORMAT, schemaVersion: 99, collections: {} }),
      message: "This backup was made by a newer version of the site.",
      detail: null,
    },
  ];
  for (const [index, refusal] of refusals.entries()) {
    const dialog = await chooseBackupFile(page, refusal.file, `file-${index}.json`);
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(refusal.message);
    if (refusal.detail) await expect(alert.getByRole("listitem").first()).toHaveText(refusal.detail);
    await expect(dialog.getByRole("button", { name: "Merge" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Replace" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeFocused();
    if (index === 0) await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  expect(await everythingStored(page)).toEqual(before);
  await expect(dataControls(page).getByRole("button", { name: "Import backup" })).toBeFocused();
});

test("Merge shows the counts first, then adds only what this browser lacks", async ({ page }) => {
  await gotoReady(page, "/account/");
  const backup = await exportBackup(page);
  const contracts = backup.collections.contracts?.length ?? 0;
  backup.collections.offers = [offerRecord("offer-from-file", "Faena Residences"), offerRecord("offer-other", "Cipriani Residences")];

  const dialog = await chooseBackupFile(page, JSON.stringify(backup));
  await expect(dialog.getByRole("columnheader")).toHaveText(["Collection", "In this browser", "In the file", "Merge adds"]);
  expect(await countsOf(dialog, "Offers")).toEqual([0, 2, 2]);
  expect(await countsOf(dialog, "Contracts")).toEqual([contracts, contracts, 0]);
  await expect(dialog).toContainText("Merge adds the 2 records this browser does not have");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);

  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(dialog).toBeHidden();
  await expect(dataControls(page)).toContainText("Merged backup.json: 2 records added. Nothing that was here changed.");
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toBeVisible();
  expect((await storedRecords(page, "offers")).map((offer) => offer.id).sort()).toEqual(["offer-from-file", "offer-other"]);
  expect(await storedRecords(page, "contracts")).toHaveLength(contracts);
  expect(downloads).toBe(0);

  // The same file again: nothing is missing any more.
  const again = await chooseBackupFile(page, JSON.stringify(backup));
  expect(await countsOf(again, "Offers")).toEqual([2, 2, 0]);
  await expect(again).toContainText("Merge would add nothing");
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toBeHidden();
});

test("Replace downloads a backup of what is here first, then holds exactly the file", async ({ page }) => {
  test.slow();
  await gotoReady(page, "/account/");
  const dialog = await chooseReplacement(page, (backup) => {
    backup.collections.contracts = backup.collections.contracts?.slice(0, 1) ?? [];
  });
  expect(await countsOf(dialog, "Offers")).toEqual([1, 1, 1]);
  expect((await countsOf(dialog, "Contracts"))[1]).toBe(1);

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Replace" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aurum-residences-before-import-\d{4}-\d{2}-\d{2}\.json$/);
  const previous = await downloadedJson<Backup>(download);
  expect(previous.collections.offers?.map((offer) => offer.id)).toEqual(["offer-here"]);
  expect(previous.collections.contracts?.length).toBeGreaterThan(1);

  await expect(dialog).toBeHidden();
  await expect(dataControls(page)).toContainText(
    `Backup restored from restore.json. Everything below now comes from it. A backup of what was here before was offered as a download, ${download.suggestedFilename()}, and is also kept in this browser until you say it is saved.`,
  );
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Offer on Aman Miami Beach" })).toHaveCount(0);
  expect((await storedRecords(page, "offers")).map((offer) => offer.id)).toEqual(["offer-file"]);
  expect(await storedRecords(page, "contracts")).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test("closing a confirmation returns focus to the button that opened it", async ({ page }) => {
  await gotoReady(page, "/account/");
  const reset = dataControls(page).getByRole("button", { name: "Reset demo data" });
  await reset.click();
  const dialog = page.getByRole("dialog", { name: "Reset the demo data?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reset).toBeFocused();
});
