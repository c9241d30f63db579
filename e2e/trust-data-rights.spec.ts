// What a person may take or delete when several share a browser (issue 14, item 1): an export holds
// only what they may see, a reset and a Replace import delete only that, and, signed in, each asks
// for the account's password first (lib/account/data-rights.ts).
import type { Page } from "@playwright/test";
import { ada, signIn, signOutFromHeader } from "./helpers/accounts";
import { chooseBackupFile, countsOf, dataControls, exportBackup } from "./helpers/backup";
import { offerRecord } from "./helpers/backup-records";
import { bea, exportWithPassword, ownersIn, passwordField, residences, twoAccountsAndASignedOutContract } from "./helpers/data-rights";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady, main } from "./helpers/page";
import { putStoredRecords, storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

const contractsStored = async (page: Page) =>
  (await storedRecords<{ property: string; ownerId?: string }>(page, "contracts")).map((contract) => contract.property);

test("an export holds the person's own records and account and the signed-out ones, never another account's", async ({ page }) => {
  test.setTimeout(180_000); // three sign-ups or sign-ins (PBKDF2) and three contracts made through the form
  const { adaId, beaId } = await twoAccountsAndASignedOutContract(page);
  await putStoredRecords(page, "offers", [
    { id: "offer-bea-unreadable", ownerId: beaId, offerAmount: "a lot" },
    { id: "offer-ada-unreadable", ownerId: adaId, offerAmount: "a lot" },
  ]);
  await page.reload();
  // Only Ada's unreadable record is counted and offered to her.
  await expect(dataControls(page).getByRole("heading", { name: "1 record could not be read" })).toBeVisible({ timeout: 20_000 });
  await expect(dataControls(page)).toContainText("not encrypted: anyone who can open this browser's storage can read them.");

  await dataControls(page).getByRole("button", { name: "Export backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Export a backup?" });
  await expect(dialog).toContainText("no other account's records");
  await expect(passwordField(dialog)).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const backup = await exportWithPassword(page, ada.password);
  await expect(dataControls(page)).toContainText("It holds your account and its records");
  expect(backup.collections.accounts?.map((account) => account.email)).toEqual([ada.email]);
  const properties = backup.collections.contracts?.map((contract) => contract.property) ?? [];
  expect(properties).toEqual(expect.arrayContaining([residences.ada, residences.signedOut]));
  expect(properties).not.toContain(residences.bea);
  expect(properties.length).toBeGreaterThan(2); // the samples
  expect(ownersIn(backup).has(beaId)).toBe(false);
  expect(ownersIn(backup).has(adaId)).toBe(true);
  expect(backup.setAside?.map((entry) => (entry.record as { id: string }).id)).toEqual(["offer-ada-unreadable"]);
});

test("a reset asks for the password, refuses a wrong one, then deletes only what the person may see", async ({ page }) => {
  test.setTimeout(180_000); // three sign-ups or sign-ins (PBKDF2) and three contracts made through the form
  const { beaId } = await twoAccountsAndASignedOutContract(page);
  await dataControls(page).getByRole("button", { name: "Reset demo data" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset the demo data?" });
  await expect(dialog).toContainText(`This deletes your account (${ada.email})`);
  await expect(dialog).toContainText("Other accounts on this browser and their records are kept.");
  const password = passwordField(dialog);
  await expect(password).toBeFocused();

  // Nothing typed, then a wrong password: refused beside the field, and nothing is deleted.
  await dialog.getByRole("button", { name: "Reset demo data" }).click();
  await expect(password).toHaveAccessibleDescription(/Enter your password/);
  await password.fill("not the right one");
  await password.press("Enter");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/Password is incorrect/);
  await expect(password).toBeFocused();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await storedRecords(page, "accounts")).toHaveLength(2);
  expect(await contractsStored(page)).toEqual(expect.arrayContaining([residences.ada, residences.signedOut, residences.bea]));

  await password.fill(ada.password);
  await dialog.getByRole("button", { name: "Reset demo data" }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText("Other accounts on this browser are unchanged.")).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Not signed in" })).toBeVisible();
  expect((await storedRecords<{ email: string }>(page, "accounts")).map((account) => account.email)).toEqual([bea.email]);
  const left = await contractsStored(page);
  expect(left).toContain(residences.bea);
  expect(left).not.toContain(residences.ada);
  expect(left).not.toContain(residences.signedOut);
  expect(left.length).toBeGreaterThan(1); // the samples are back
  expect((await storedRecords<{ ownerId?: string }>(page, "contracts")).filter((c) => c.ownerId === beaId)).toHaveLength(1);

  await signIn(page, bea);
  await expect(main(page).getByRole("article", { name: /Residence 2B/ })).toBeVisible();
  await expect(main(page).getByRole("article", { name: /Residence 7A/ })).toHaveCount(0);
});

test("a Replace import asks for the password and keeps another account's records", async ({ page }) => {
  test.setTimeout(180_000); // three sign-ups or sign-ins (PBKDF2) and three contracts made through the form
  const { adaId, beaId } = await twoAccountsAndASignedOutContract(page);
  const backup = await exportWithPassword(page, ada.password);
  const beasContract = (await storedRecords<{ id: string; ownerId?: string }>(page, "contracts")).find((c) => c.ownerId === beaId);
  backup.collections.offers = [{ ...offerRecord("offer-from-file", "Faena Residences"), ownerId: adaId }];
  // A record of the file with the id of Bea's contract is left out, not written over hers.
  backup.collections.contracts = [...(backup.collections.contracts ?? []), { ...backup.collections.contracts?.[0], id: beasContract?.id }];

  const dialog = await chooseBackupFile(page, JSON.stringify(backup), "ada.json");
  expect(await countsOf(dialog, "Accounts")).toEqual([1, 1, 0]);
  await expect(dialog).toContainText("Replace deletes what you see here");
  await expect(dialog).toContainText("1 record of the file will be left out: this browser cannot take it.");
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await dialog.getByRole("button", { name: "Replace" }).click();
  const password = passwordField(dialog);
  await expect(password).toHaveAccessibleDescription(/Enter your password/);
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);
  expect(downloads).toBe(0);

  await password.fill(ada.password);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Replace" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^aurum-residences-before-import-/);
  await expect(dialog).toBeHidden();
  await expect(dataControls(page)).toContainText("1 record of it was left out");
  await expect(page.getByRole("article", { name: "Offer on Faena Residences" })).toBeVisible();
  const stored = await storedRecords<{ id: string; property: string; ownerId?: string }>(page, "contracts");
  expect(stored.find((contract) => contract.id === beasContract?.id)).toEqual(beasContract);
  expect((await storedRecords<{ email: string }>(page, "accounts")).map((account) => account.email).sort()).toEqual([ada.email, bea.email]);

  await signOutFromHeader(page, "Ada");
  await signIn(page, bea);
  await expect(main(page).getByRole("article", { name: /Residence 2B/ })).toBeVisible();
  await expect(main(page).getByRole("article", { name: "Offer on Faena Residences" })).toHaveCount(0);
});

test.describe("an account on this device, signed out", () => {
  test.use({ storageState: savedSignIn("ada-signed-out") });

  test("signed out, an export asks for no password and holds no account", async ({ page }) => {
    await gotoReady(page, "/account/");
    await expect(dataControls(page)).toContainText("Accounts and their records are left out.");
    await expectNoAxeViolations(page);
    const backup = await exportBackup(page);
    expect(backup.collections.accounts).toEqual([]);
    expect(backup.collections.contracts?.length).toBeGreaterThan(0);
    await expect(dataControls(page)).toContainText("and the samples; no account.");
  });
});
