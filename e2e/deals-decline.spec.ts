import { patientExpect as expect, expectNoAxeViolations, test, unlock } from "./helpers/fixtures";
import { actAs, expectAccountStage, makeOffer } from "./helpers/offers";
import { dialogOf, main } from "./helpers/page";

test.describe.configure({ timeout: 120_000 });

test("a refused action shows its reason, and the seller declines", async ({ page }) => {
  await unlock(page);
  const offerPage = await makeOffer(page);
  // The buyer cannot answer their own offer: the buttons say why.
  for (const action of ["Counter", "Accept", "Decline"]) {
    const button = main(page).getByRole("button", { name: action, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("The buyer made the latest offer, so it is the seller's turn to answer it.");
  }
  await expect(main(page).getByRole("button", { name: "Withdraw" })).toBeEnabled();

  await actAs(page, "seller");
  await expect(main(page).getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  await main(page).getByRole("button", { name: "Decline", exact: true }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Decline this offer?" })).toBeVisible();
  await expect(dialog).toContainText("Nothing is sent to the buyer");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Decline offer" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByText(/^Declined by the seller on/)).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Counter", exact: true })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText(/^Stage:/)).toContainText("Declined");
  await expectAccountStage(page, "Declined", offerPage);
  await expect(main(page).getByTestId("offer-turn")).toHaveCount(0);
});

test("the buyer withdraws an open offer", async ({ page }) => {
  await unlock(page);
  await makeOffer(page);
  await main(page).getByRole("button", { name: "Withdraw" }).click();
  await dialogOf(page).getByRole("button", { name: "Withdraw offer" }).click();
  await expect(main(page).getByText(/^Withdrawn by Julian Ashworth \(buyer\) on/)).toBeVisible();
  await expectAccountStage(page, "Withdrawn");
});
