import {
  acceptOfferAsSeller,
  completeTheDeal,
  expectDepositInEscrow,
  payDepositByCard,
  signBothParties,
  dealSteps as steps,
} from "./helpers/escrow";
import { patientExpect as expect, test } from "./helpers/fixtures";

test.describe.configure({ timeout: 180_000 });

test("the escrow deposit by card, then completion releases it: contract and transaction Completed", async ({ page }) => {
  await acceptOfferAsSeller(page);

  // Completion waits for the signatures and the deposit, and says so.
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Contract awaiting signatures");
  await expect(steps(page).getByRole("button", { name: "Complete the deal" })).toBeDisabled();
  await expect(steps(page)).toContainText("Every party must sign this contract before the sale can complete.");
  await signBothParties(page);

  // The deposit, by card, through the site's payment dialog.
  await payDepositByCard(page);
  await expectDepositInEscrow(page);

  // Completing the deal releases the deposit.
  await completeTheDeal(page);
});
