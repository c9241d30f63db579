import { signAs, toasts } from "./deals";
import { actAs, BUYER, dialogOf, expect, expectAccountStage, fillFields, main, makeOffer, SELLER_FACTS } from "./deals-helpers";
import { expectNoAxeViolations, test, unlock } from "./fixtures";
import { fillCard, VISA } from "./payment-helpers";

test.describe.configure({ timeout: 180_000 });

const steps = (page: import("@playwright/test").Page) => main(page).getByRole("region", { name: "Deposit and completion" });

test("the escrow deposit by card, then completion releases it: contract and transaction Completed", async ({ page }) => {
  await unlock(page);
  await makeOffer(page);
  await actAs(page, "seller");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await fillFields(dialogOf(page), SELLER_FACTS);
  await dialogOf(page).getByRole("button", { name: "Accept and create the contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);

  // Completion waits for the signatures and the deposit, and says so.
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Contract awaiting signatures");
  await expect(steps(page).getByRole("button", { name: "Complete the deal" })).toBeDisabled();
  await expect(steps(page)).toContainText("Every party must sign this contract before the sale can complete.");

  await page.goto("/contracts/5/sign/");
  await signAs(page, "Buyer", BUYER.name);
  await page.getByRole("link", { name: "Sign Contract" }).click();
  await signAs(page, "Seller", SELLER_FACTS["Seller's full name or company"]);
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Signed (in review)");
  await expect(steps(page)).toContainText("The deposit must be in escrow before the sale can complete.");

  // The deposit, by card, through the site's payment dialog.
  await steps(page).getByRole("button", { name: "Pay escrow deposit by card" }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Pay escrow deposit" })).toBeVisible();
  await expect(dialog.getByTestId("amount-due")).toHaveText("$825,000");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await fillCard(dialog, VISA);
  await dialog.getByRole("button", { name: /^Pay / }).click();
  await expect(dialog.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(dialog).toContainText("Escrow deposit, Aman Miami Beach");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Deposit in escrow");
  await expect(steps(page)).toContainText("In Escrow");
  await expect(steps(page).getByRole("button", { name: "Pay escrow deposit by card" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectAccountStage(page, "Deposit in escrow", "/transactions/");
  await page.getByRole("tab", { name: "In Escrow" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Aman Miami Beach" })).toContainText("In Escrow");

  // Completing the deal releases the deposit.
  await page.goto("/contracts/5/");
  await steps(page).getByRole("button", { name: "Complete the deal" }).click();
  await expect(dialogOf(page).getByRole("heading", { name: "Complete the deal?" })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialogOf(page).getByRole("button", { name: "Complete the deal" }).click();
  await expect(toasts(page).getByText("Deal completed")).toBeVisible();
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Completed");
  await page.reload();
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Completed");
  await page.getByRole("tab", { name: "Timeline" }).click();
  for (const event of ["Deposit received in escrow", "Contract completed", "Escrow released"]) {
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: event })).toBeVisible();
  }
  await expectAccountStage(page, "Completed", "/transactions/");
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Aman Miami Beach" })).toContainText("Completed");
});
