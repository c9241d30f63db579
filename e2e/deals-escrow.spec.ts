import { acceptOfferAsSeller, completeTheDeal, expectDepositInEscrow, signBothParties, dealSteps as steps } from "./helpers/escrow";
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { dialogOf } from "./helpers/page";
import { fillCard, VISA } from "./helpers/payments";

test.describe.configure({ timeout: 180_000 });

test("the escrow deposit by card, then completion releases it: contract and transaction Completed", async ({ page }) => {
  await acceptOfferAsSeller(page);

  // Completion waits for the signatures and the deposit, and says so.
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Contract awaiting signatures");
  await expect(steps(page).getByRole("button", { name: "Complete the deal" })).toBeDisabled();
  await expect(steps(page)).toContainText("Every party must sign this contract before the sale can complete.");
  await signBothParties(page);

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
  await expect(steps(page).getByRole("button", { name: "Pay escrow deposit by card" })).toHaveCount(0);
  await expectDepositInEscrow(page);

  // Completing the deal releases the deposit.
  await completeTheDeal(page);
});
