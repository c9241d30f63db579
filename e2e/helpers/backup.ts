// Backup helpers (account, trust-backup, trust-set-aside, trust-data-rights): files in and out of
// /account's "Your data on this device". The records a backup holds are in backup-records.ts.
import type { Locator, Page } from "@playwright/test";
import { downloadedJson } from "./files";
import { expect } from "./fixtures";
import { offerRecord } from "./backup-records";
import { main } from "./page";

export type Backup = { format: string; schemaVersion: number; exportedAt: string; collections: Record<string, Record<string, unknown>[]> };

export const dataControls = (page: Page): Locator => page.getByRole("region", { name: "Your data on this device" });

/** Chooses a file with Import backup and returns the import dialog once it has read it. */
export async function chooseBackupFile(page: Page, contents: string, name = "backup.json"): Promise<Locator> {
  const choosing = page.waitForEvent("filechooser");
  await dataControls(page).getByRole("button", { name: "Import backup" }).click();
  await (await choosing).setFiles({ name, mimeType: "application/json", buffer: Buffer.from(contents) });
  const dialog = page.getByRole("dialog", { name: "Import a backup" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Reading and checking the file…")).toHaveCount(0);
  return dialog;
}

/** The counts row of one collection in the import dialog: [in this browser, in the file, merge adds]. */
export async function countsOf(dialog: Locator, label: string): Promise<number[]> {
  const row = dialog.getByRole("row", { name: new RegExp(`^${label} `) });
  return (await row.getByRole("cell").allTextContents()).map(Number);
}

export async function exportBackup(page: Page): Promise<Backup> {
  const downloading = page.waitForEvent("download");
  await main(page).getByRole("button", { name: "Export backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aurum-residences-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(main(page).getByText(/^Backup saved as aurum-residences-backup-/)).toBeVisible();
  return downloadedJson<Backup>(download);
}

export async function importBackup(page: Page, contents: string, name = "backup.json") {
  const dialog = await chooseBackupFile(page, contents, name);
  await dialog.getByRole("button", { name: "Replace" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A browser holding one offer of its own ("offer-here", Aman Miami Beach, merged in from here.json),
 * and restore.json chosen: a backup of the same browser whose only offer is "offer-file" (Faena
 * Residences), `adjust`ed. Returns the import dialog, before Merge or Replace.
 */
export async function chooseReplacement(page: Page, adjust: (backup: Backup) => void = () => undefined): Promise<Locator> {
  const backup = await exportBackup(page);
  const here = structuredClone(backup);
  here.collections.offers = [offerRecord("offer-here", "Aman Miami Beach")];
  await (await chooseBackupFile(page, JSON.stringify(here), "here.json")).getByRole("button", { name: "Merge" }).click();
  await expect(page.getByRole("article", { name: "Offer on Aman Miami Beach" })).toBeVisible();
  backup.collections.offers = [offerRecord("offer-file", "Faena Residences")];
  adjust(backup);
  return chooseBackupFile(page, JSON.stringify(backup), "restore.json");
}
