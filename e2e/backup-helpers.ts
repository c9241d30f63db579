// Helpers for the backup and set-aside specs (trust-backup, trust-set-aside): files in and out of
// /account's "Your data on this device", and records written straight into the browser's database.
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { DATABASE_NAME } from "../lib/store";
import { expect } from "./fixtures";

export const dataControls = (page: Page): Locator => page.getByRole("region", { name: "Your data on this device" });

/** A valid stored offer on `residence`, as a backup holds it. */
export function offerRecord(id: string, residence: string): Record<string, unknown> {
  const buyer = { buyerName: "Grace Hopper", buyerEmail: "grace@example.com", buyerPhone: "212 555 0199" };
  const property = { name: residence, location: "Miami, Florida", price: 4_000_000_00 };
  const terms = { financingType: "cash", closingDate: "2027-03-01", contingencies: "", additionalTerms: "" };
  return {
    id,
    createdAt: "2026-11-23T10:00:00.000Z",
    status: "submitted",
    property,
    offerAmountCents: 3_900_000_00,
    downPaymentCents: 1_000_000_00,
    ...terms,
    ...buyer,
  };
}

/** The JSON a download holds. */
export async function downloadedJson<T>(download: Download): Promise<T> {
  return JSON.parse(await readFile(await download.path(), "utf8")) as T;
}

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

/** Writes `records` into a table of the site's database as they are, with no validation. */
export async function putStoredRecords(page: Page, table: string, records: unknown[]): Promise<void> {
  await page.evaluate(
    ({ database, name, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(name, "readwrite");
          for (const value of values) transaction.objectStore(name).put(value);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { database: DATABASE_NAME, name: table, values: records },
  );
}
