// The contract's escrow deposit paid in Bitcoin through the site's crypto dialog (simulated, and it says
// so), shown In Escrow on the contract and on /transactions, kept over a reload, then released at completion.
import type { Locator } from "@playwright/test";
import { acceptOfferAsSeller, completeTheDeal, expectDepositInEscrow, signBothParties, dealSteps as steps } from "./helpers/escrow";
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { dialogOf } from "./helpers/page";
import { DIALOG_AXE, receiptTransactionId } from "./helpers/payments";

test.describe.configure({ timeout: 180_000 });

/** What a /transactions card says under "Paid by". */
const paidBy = (card: Locator) =>
  card
    .locator("div")
    .filter({ has: card.page().locator("dt", { hasText: /^Paid by$/ }) })
    .locator("dd");

test("the escrow deposit in Bitcoin, then completion releases it: contract and transaction Completed", async ({ page }) => {
  await acceptOfferAsSeller(page);
  await signBothParties(page);

  // The charge: the contract's deposit at the demonstration rate, and the warning that nothing can be sent.
  await steps(page).getByRole("button", { name: "Pay with Bitcoin" }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Pay deposit with Bitcoin" })).toBeVisible();
  await expect(dialog).toContainText("Aman Miami Beach: escrow deposit of $825,000.");
  await expect(dialog.getByRole("note")).toContainText("Do not send any cryptocurrency");
  await expect(dialog.getByText("8.68421053 BTC")).toBeVisible();
  await expectNoAxeViolations(page, DIALOG_AXE);

  // The address and QR code, then "sent": confirming, and the receipt of the saved record.
  await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
  await expect(dialog.getByRole("img", { name: /QR code/ })).toHaveAttribute(
    "data-qr-value",
    /^bitcoin:bc1q[a-z0-9]+\?amount=8\.68421053$/,
  );
  await expectNoAxeViolations(page, DIALOG_AXE);
  await dialog.getByRole("button", { name: "I've Sent Payment" }).click();
  const status = dialog.getByRole("status");
  await expect(status).toContainText("Payment successful", { timeout: 10_000 });
  await expect(status).toContainText("Escrow deposit, Aman Miami Beach");
  await expect(status).toContainText("8.68421053 BTC");
  await expect(status).toContainText("In Escrow");
  await expect(status).toContainText("no money moved");
  await expectNoAxeViolations(page, DIALOG_AXE);
  const id = await receiptTransactionId(dialog);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
  // The button that opened the dialog is gone with the payment: focus goes to the region's heading, not to the page.
  await expect(steps(page).getByRole("heading", { name: "Deposit and completion" })).toBeFocused();
  await expect(steps(page)).toContainText(`(${id}): In Escrow.`);
  await expect(steps(page).getByRole("button", { name: "Pay with Bitcoin" })).toHaveCount(0);

  // In Escrow on /transactions, paid in Bitcoin, also after a reload.
  let card = await expectDepositInEscrow(page);
  await expect(card).toContainText(id);
  await expect(paidBy(card)).toHaveText("Bitcoin");
  await page.reload();
  await page.getByRole("tab", { name: "In Escrow" }).click();
  card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: id });
  await expect(card).toContainText("In Escrow");
  await expect(paidBy(card)).toHaveText("Bitcoin");

  // The contract page read back from the store: still in escrow, and the timeline says how it was paid.
  await page.goto("/contracts/5/");
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Deposit in escrow");
  await expect(steps(page)).toContainText(`(${id}): In Escrow.`);
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(`paid in Bitcoin and recorded as In Escrow (${id}). A simulated payment`);
  await expectNoAxeViolations(page);

  // Completing the deal releases the deposit: the same payment, now Completed.
  card = await completeTheDeal(page);
  await expect(card).toContainText(id);
  await expect(paidBy(card)).toHaveText("Bitcoin");
  await page.getByRole("tab", { name: "In Escrow" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: id })).toHaveCount(0);
});
