// Two accounts in one browser and a planted backup (issue 26, item 1): a file holding another account's records, another
// account, or the person's own account with a password hashed once is refused with the reason when it is chosen, before
// any password is asked, and nothing stored changes; the other account's list shows nothing from the file.
import type { Page } from "@playwright/test";
import { ada, signIn, signOutFromHeader } from "./helpers/accounts";
import { chooseBackupFile } from "./helpers/backup";
import { bea, exportWithPassword, twoAccountsAndASignedOutContract } from "./helpers/data-rights";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady, main } from "./helpers/page";
import { storedRecords } from "./helpers/store";

const NOT_YOURS = "This backup could not be used: it holds records that are not yours to import";
const TABLES = ["accounts", "offers", "contracts", "transactions", "messages"] as const;

const everythingStored = (page: Page) => Promise.all(TABLES.map((table) => storedRecords(page, table)));

test("two accounts in one browser with a planted backup (refused)", async ({ page }) => {
  test.setTimeout(240_000); // three sign-ups or sign-ins (PBKDF2) and three contracts made through the form
  const { adaId, beaId } = await twoAccountsAndASignedOutContract(page);
  const backup = await exportWithPassword(page, ada.password);
  const adasContract = backup.collections.contracts?.find((contract) => contract.ownerId === adaId) ?? {};
  const adasAccount = backup.collections.accounts?.[0] ?? {};
  const planted = { ...adasContract, id: "RC-2099-0001", property: "Planted Residence 1A", ownerId: beaId };
  const files = [
    {
      name: "planted-contract.json",
      change: { contracts: [...(backup.collections.contracts ?? []), planted] },
      issue: /^contracts\[\d+\]: not yours/,
    },
    {
      name: "another-account.json",
      change: { accounts: [adasAccount, { ...adasAccount, id: beaId, email: bea.email }] },
      issue: /^accounts\[1\]: not yours/,
    },
    {
      name: "one-iteration.json",
      change: { accounts: [{ ...adasAccount, iterations: 1 }] },
      issue: /hashed with fewer than 600,000 iterations$/,
    },
  ];
  const before = await everythingStored(page);

  for (const [index, file] of files.entries()) {
    const dialog = await chooseBackupFile(
      page,
      JSON.stringify({ ...backup, collections: { ...backup.collections, ...file.change } }),
      file.name,
    );
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(NOT_YOURS);
    await expect(alert).toContainText("Nothing was changed.");
    await expect(alert.getByRole("listitem").first()).toHaveText(file.issue);
    await expect(dialog.getByRole("button", { name: "Merge" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Replace" })).toHaveCount(0);
    await expect(dialog.getByLabel(/^Your password/)).toHaveCount(0);
    if (index === 0) await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  expect(await everythingStored(page)).toEqual(before);

  await signOutFromHeader(page, "Ada");
  await signIn(page, bea);
  await gotoReady(page, "/contracts/");
  await expect(main(page)).not.toContainText("Planted Residence 1A");
});
