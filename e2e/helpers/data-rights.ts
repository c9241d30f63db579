// Helpers for e2e/trust-data-rights.spec.ts: two accounts in one browser (Ada and Bea), each with a contract, and
// /account's export, reset and import as a signed-in person (who is asked for their password).
import type { Locator, Page } from "@playwright/test";
import { ada, type NewAccount, signOutFromHeader, signUp } from "./accounts";
import { type Backup, dataControls } from "./backup";
import { createContract } from "./contracts";
import { downloadedJson } from "./files";
import { expect } from "./fixtures";
import { gotoReady } from "./page";
import { storedRecords } from "./store";

export const bea: NewAccount = {
  firstName: "Bea",
  lastName: "Nakamura",
  email: "bea.nakamura@example.com",
  phone: "212 555 0175",
  password: "tea at the plaza 1907",
};

export const residences = {
  bea: "Four Seasons Surf Club, Residence 2B",
  signedOut: "St. Regis Bal Harbour, Residence 9C",
  ada: "Aman Miami Beach, Residence 7A",
};

/** Bea makes a contract, signs out; one is made signed out; then Ada signs up and makes hers. Ends on /account as Ada. */
export async function twoAccountsAndASignedOutContract(page: Page): Promise<{ adaId: string; beaId: string }> {
  await signUp(page, bea);
  await createContract(page, { propertyName: residences.bea });
  await signOutFromHeader(page, "Bea");
  await createContract(page, { propertyName: residences.signedOut });
  await signUp(page, ada);
  await createContract(page, { propertyName: residences.ada });
  await gotoReady(page, "/account/");
  return { adaId: await accountIdOf(page, ada), beaId: await accountIdOf(page, bea) };
}

/** The id of an account stored in this browser ("" if it is not). */
export async function accountIdOf(page: Page, account: NewAccount): Promise<string> {
  const accounts = await storedRecords<{ id: string; email: string }>(page, "accounts");
  return accounts.find((stored) => stored.email === account.email)?.id ?? "";
}

/** The password field of a dialog that asks for it. */
export const passwordField = (dialog: Locator): Locator => dialog.getByLabel(/^Your password/);

/** Export backup as a signed-in person: the dialog asks the password, then the file downloads. */
export async function exportWithPassword(page: Page, password: string): Promise<Backup & { setAside?: { record: unknown }[] }> {
  await dataControls(page).getByRole("button", { name: "Export backup" }).click();
  const dialog = page.getByRole("dialog", { name: "Export a backup?" });
  await expect(passwordField(dialog)).toBeFocused();
  await passwordField(dialog).fill(password);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export backup" }).click();
  const backup = await downloadedJson<Backup & { setAside?: { record: unknown }[] }>(await downloading);
  await expect(dialog).toBeHidden();
  return backup;
}

/** Every ownerId a backup's records carry. */
export function ownersIn(backup: Backup): Set<unknown> {
  return new Set(Object.values(backup.collections).flatMap((records) => records.map((record) => record.ownerId)));
}
