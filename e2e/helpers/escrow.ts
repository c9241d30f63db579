// Helpers shared by the escrow specs (deals-escrow*.spec.ts, deals-keyboard.spec.ts): from an offer to
// contract 5 accepted as the seller and signed by both parties, and the contract page's deal steps.
import type { Locator, Page } from "@playwright/test";
import { signAs } from "./contracts";
import { patientExpect as expect, expectNoAxeViolations, unlock } from "./fixtures";
import { fillLabelled } from "./forms";
import { actAs, BUYER, expectAccountStage, makeOffer, SELLER_FACTS } from "./offers";
import { dialogOf, main, toasts } from "./page";
import { fillCard, VISA } from "./payments";

/** The contract page's "Deposit and completion" region. */
export const dealSteps = (page: Page): Locator => main(page).getByRole("region", { name: "Deposit and completion" });

/** Makes the offer on Aman Miami Beach and accepts it as the seller: the page is then contract 5. */
export async function acceptOfferAsSeller(page: Page): Promise<void> {
  await unlock(page);
  await makeOffer(page);
  await actAs(page, "seller");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await fillLabelled(dialogOf(page), SELLER_FACTS);
  await dialogOf(page).getByRole("button", { name: "Accept and create the contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
}

/** Signs contract 5 as the buyer, then as the seller; back on the contract, it is in review and awaits the deposit. */
export async function signBothParties(page: Page): Promise<void> {
  await page.goto("/contracts/5/sign/");
  await signAs(page, "Buyer", BUYER.name);
  await page.getByRole("link", { name: "Sign Contract" }).click();
  await signAs(page, "Seller", SELLER_FACTS["Seller's full name or company"]);
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(dealSteps(page).getByTestId("deal-stage")).toHaveText("Signed (in review)");
  await expect(dealSteps(page)).toContainText("The deposit must be in escrow before the sale can complete.");
}

/** Pays contract 5's deposit by card through the deal steps' payment dialog (checked with axe), and closes the receipt. */
export async function payDepositByCard(page: Page): Promise<void> {
  await dealSteps(page).getByRole("button", { name: "Pay escrow deposit by card" }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Pay escrow deposit" })).toBeVisible();
  await expect(dialog.getByTestId("amount-due")).toHaveText("$825,000");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await fillCard(dialog, VISA);
  await dialog.getByRole("button", { name: /^Pay / }).click();
  await expect(dialog.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(dialog).toContainText("Escrow deposit, Aman Miami Beach");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dealSteps(page).getByRole("button", { name: "Pay escrow deposit by card" })).toHaveCount(0);
}

/** The Aman Miami Beach payment on /transactions/, in the tab `tab` (chosen here). */
async function transactionIn(page: Page, tab: "In Escrow" | "Completed"): Promise<Locator> {
  await page.getByRole("tab", { name: tab }).click();
  const item = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Aman Miami Beach" });
  await expect(item).toContainText(tab);
  return item;
}

/**
 * After the payment dialog's Done: the region says the deposit is in escrow and offers no more
 * payment, axe passes, /account agrees; resolves to the payment on /transactions/ (In Escrow tab).
 */
export async function expectDepositInEscrow(page: Page): Promise<Locator> {
  await expect(dealSteps(page).getByTestId("deal-stage")).toHaveText("Deposit in escrow");
  await expect(dealSteps(page)).toContainText("In Escrow");
  await expect(dealSteps(page).getByRole("group", { name: "Pay escrow deposit" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectAccountStage(page, "Deposit in escrow", "/transactions/");
  return transactionIn(page, "In Escrow");
}

/**
 * Completes contract 5 through its confirmation dialog: Completed, also after a reload, with the
 * deposit and its release on the timeline; resolves to the payment on /transactions/ (Completed tab).
 */
export async function completeTheDeal(page: Page): Promise<Locator> {
  await page.goto("/contracts/5/");
  await dealSteps(page).getByRole("button", { name: "Complete the deal" }).click();
  await expect(dialogOf(page).getByRole("heading", { name: "Complete the deal?" })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialogOf(page).getByRole("button", { name: "Complete the deal" }).click();
  await expect(toasts(page).getByText("Deal completed")).toBeVisible();
  await expect(dealSteps(page).getByTestId("deal-stage")).toHaveText("Completed");
  await page.reload();
  await expect(dealSteps(page).getByTestId("deal-stage")).toHaveText("Completed");
  await page.getByRole("tab", { name: "Timeline" }).click();
  for (const event of ["Deposit received in escrow", "Contract completed", "Escrow released"]) {
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: event })).toBeVisible();
  }
  await expectAccountStage(page, "Completed", "/transactions/");
  return transactionIn(page, "Completed");
}
