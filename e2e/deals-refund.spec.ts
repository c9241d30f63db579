import { acceptOfferAsSeller, dealSteps, expectDepositInEscrow, payDepositByCard, signBothParties } from "./helpers/escrow";
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { expectAccountStage } from "./helpers/offers";
import { dialogOf, gotoReady, main, toasts } from "./helpers/page";

test.describe.configure({ timeout: 180_000 });

/** The three figures at the top of /transactions/, as shown. */
async function totals(page: import("@playwright/test").Page): Promise<string[]> {
  await gotoReady(page, "/transactions/");
  const figures = main(page).locator("dl").first().locator("dd");
  await expect(figures.first()).not.toHaveText("…");
  return figures.allTextContents();
}

test("cancelling a deal refunds its escrow deposit: Refunded on /transactions, the contract and /account, totals as before", async ({
  page,
}) => {
  await acceptOfferAsSeller(page);
  const before = await totals(page);
  await page.goto("/contracts/5/");
  await signBothParties(page);
  await payDepositByCard(page);
  await expectDepositInEscrow(page);

  await page.goto("/contracts/5/");
  await page.getByRole("button", { name: "Cancel contract" }).click();
  await expect(dialogOf(page)).toContainText("A deposit held in escrow for it is refunded to the buyer");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialogOf(page).getByRole("button", { name: "Cancel contract" }).click();
  await expect(toasts(page)).toContainText("Its deposit of $825,000 was refunded from escrow to the buyer.");
  await expect(dealSteps(page).getByTestId("deal-stage")).toHaveText("Cancelled: deposit refunded");
  await page.reload();
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Deposit refunded" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("The deposit of $825,000");
  await expectNoAxeViolations(page);

  await expectAccountStage(page, "Cancelled: deposit refunded");
  expect(await totals(page)).toEqual(before);
  const refunded = (scope: import("@playwright/test").Locator) =>
    scope.getByRole("listitem").filter({ hasText: "Aman Miami Beach" }).filter({ hasText: "$825,000" });
  await expect(refunded(page.getByRole("tabpanel"))).toContainText("Refunded");
  await page.getByRole("tab", { name: "In Escrow" }).click();
  await expect(refunded(page.getByRole("tabpanel"))).toHaveCount(0);
  await expectNoAxeViolations(page);
});
