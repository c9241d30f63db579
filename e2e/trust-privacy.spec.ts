// Privacy between people who share a browser (lib/account/ownership.ts): a record made while signed
// in belongs to that account and no other local account sees it, on /account, /contracts or at its
// own address; what was made signed out is shown to everyone, apart on /account.
import type { Page } from "@playwright/test";
import { ada, type NewAccount, signIn, signOutFromHeader, signUp } from "./helpers/accounts";
import { createContract } from "./helpers/contracts";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady, main } from "./helpers/page";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

const ben: NewAccount = {
  firstName: "Ben",
  lastName: "Okafor",
  email: "ben@example.com",
  phone: "305 555 0199",
  password: "a different passphrase 2026",
};

async function contractAddress(page: Page, propertyName: string): Promise<string> {
  const link = await createContract(page, { propertyName });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/contracts\/[^/]+\/$/);
  return href as string;
}

test.describe("Ada signed in first", () => {
  test.use({ storageState: savedSignIn("ada") });

  test("two accounts in one browser never see each other's records", async ({ page }) => {
    test.slow();
    const adaContract = await contractAddress(page, "Aman Miami Beach, Residence 7A");
    const stored = await storedRecords<{ property: string; ownerId?: string }>(page, "contracts");
    expect(stored.find((record) => record.property === "Aman Miami Beach, Residence 7A")?.ownerId).toMatch(/.+/);

    await gotoReady(page, "/account/");
    const yours = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: /^Yours, Ada/ }) });
    await expect(yours.getByRole("article", { name: /Residence 7A/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await signOutFromHeader(page, "Ada");
    await gotoReady(page, "/contracts/");
    await expect(main(page).getByRole("link", { name: /Residence 7A/ })).toHaveCount(0);

    await signUp(page, ben);
    await expect(main(page).getByRole("heading", { name: "Nothing submitted yet" })).toBeVisible();
    await contractAddress(page, "Four Seasons Surf Club, Residence 2B");
    await expect(main(page).getByRole("link", { name: /Residence 7A/ })).toHaveCount(0);
    await gotoReady(page, adaContract);
    await expect(page.getByRole("heading", { level: 1, name: "Contract not found" })).toBeVisible();
    await gotoReady(page, "/transactions/");
    await gotoReady(page, "/account/");
    await expect(main(page).getByRole("article", { name: /Residence 7A/ })).toHaveCount(0);
    await expect(main(page).getByRole("article", { name: /Residence 2B/ })).toBeVisible();

    await signOutFromHeader(page, "Ben");
    await signIn(page, ada);
    await expect(main(page).getByRole("article", { name: /Residence 7A/ })).toBeVisible();
    await expect(main(page).getByRole("article", { name: /Residence 2B/ })).toHaveCount(0);
    await gotoReady(page, adaContract);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Residence 7A");
  });
});

test("what was made signed out is shown to everyone, apart from an account's own records", async ({ page }) => {
  test.slow();
  await gotoReady(page, "/contracts/");
  await contractAddress(page, "St. Regis Bal Harbour, Residence 9C");
  await gotoReady(page, "/account/");
  await expect(main(page).getByText(/item made in this browser while signed out/)).toBeVisible();
  await expect(main(page).getByRole("article", { name: /Residence 9C/ })).toBeVisible();

  await signUp(page, ada);
  const signedOut = main(page).locator("section", {
    has: page.getByRole("heading", { level: 2, name: /^Made in this browser while signed out/ }),
  });
  await expect(signedOut.getByRole("article", { name: /Residence 9C/ })).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: /^Yours, Ada/ })).toBeVisible();
  await expect(main(page).getByText("Nothing made while signed in to this account yet.")).toBeVisible();
  await expectNoAxeViolations(page);
});
