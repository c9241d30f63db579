import { chooseReplacement, dataControls } from "./helpers/backup";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

/*
 * Replace only after the backup is safe (issue 26, item 6): the download of what was here may be
 * cancelled or blocked, so a copy stays in this browser until the person says the file is saved,
 * and Undo replace puts it back, after a reload too.
 */

async function replaceWithCancelledSave(page: import("@playwright/test").Page) {
  await gotoReady(page, "/account/");
  const dialog = await chooseReplacement(page);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Replace" }).click();
  // The person cancels the save dialog: the file never reaches the disk.
  await (await downloading).cancel();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toBeVisible();
  return page.getByRole("region", { name: "Undo the replace" });
}

test("a Replace whose backup download was cancelled can be undone, after a reload too", async ({ page }) => {
  test.slow();
  const panel = await replaceWithCancelledSave(page);
  await expect(panel).toContainText("What was here before restore.json replaced it");
  await expectNoAxeViolations(page);

  await page.reload();
  const undo = panel.getByRole("button", { name: "Undo replace" });
  await expect(undo).toBeVisible();
  await undo.click();
  const confirm = page.getByRole("dialog", { name: "Undo the replace?" });
  await expect(confirm).toContainText("What you made here since then is replaced too.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Undo replace" }).click();

  await expect(dataControls(page)).toContainText(
    "Replace undone: everything below is again what was here before restore.json was imported.",
  );
  await expect(page.getByRole("article", { name: "Offer on Aman Miami Beach" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toHaveCount(0);
  expect((await storedRecords(page, "offers")).map((offer) => offer.id)).toEqual(["offer-here"]);
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article", { name: "Offer on Aman Miami Beach" })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test("saying the backup is saved lets the copy go, and the replace stays", async ({ page }) => {
  const panel = await replaceWithCancelledSave(page);
  await panel.getByRole("button", { name: "The backup is saved" }).click();
  await expect(dataControls(page)).toContainText("The copy kept in this browser is deleted.");
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect((await storedRecords(page, "offers")).map((offer) => offer.id)).toEqual(["offer-file"]);
});
