// Offer helpers, shared by the deal-thread specs (deals-*.spec.ts): an offer made on /make-offer, the
// offer page's side switch and dialogs, and the stage /account shows. Contracts made through
// /contracts/new are in contracts.ts.
import type { Page } from "@playwright/test";
import { isoDateFromToday } from "./dates";
import { patientExpect as expect } from "./fixtures";
import { fillLabelled } from "./forms";
import { dialogOf, gotoReady, main, toasts } from "./page";

export const BUYER = { name: "Julian Ashworth", email: "julian@example.com", phone: "212 555 0186" };

export const SELLER_FACTS = {
  "Seller's full name or company": "Collins Dune Holdings LLC",
  "Seller's email": "closings@collinsdune.example",
  "Seller's phone": "305 555 0199",
  "Realtor's name": "Marisol Vega",
  "License number": "FL BK3316207",
  "Street address": "Residence 3A, 4525 Collins Avenue, Miami Beach, FL 33140",
};

/** Makes an offer on Aman Miami Beach and opens it from the toast's link; resolves to the offer page's address. */
export async function makeOffer(page: Page, options: { deposit?: string } = {}): Promise<string> {
  await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Submit Offer" }) });
  await form.getByLabel(/^Offer amount/).fill("$8,250,000");
  await form.getByLabel(/^Down payment/).fill("2,500,000");
  if (options.deposit) await form.getByLabel(/^Escrow deposit/).fill(options.deposit);
  await form.getByLabel(/^Preferred closing date/).fill(isoDateFromToday(120));
  await form.getByLabel(/^Full name/).fill(BUYER.name);
  await form.getByLabel(/^Email/).fill(BUYER.email);
  await form.getByLabel(/^Phone/).fill(BUYER.phone);
  await form.getByLabel(/^Contingencies/).fill("Inspection within 10 days.");
  await form.getByRole("button", { name: "Submit Offer" }).click();
  const toast = toasts(page).locator("li").filter({ hasText: "Offer Submitted" });
  await expect(toast).toContainText("not sent to the seller");
  await toast.getByRole("link", { name: "Open your offer" }).click();
  await expect(page).toHaveURL(/\/offers\/\?id=/);
  await expect(page.getByRole("heading", { level: 2, name: "Offer on Aman Miami Beach" })).toBeVisible();
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** Switches the offer page to one side with the explicit switch. */
export async function actAs(page: Page, side: "buyer" | "seller") {
  await page.getByRole("link", { name: side === "seller" ? "Respond as seller" : "As the buyer" }).click();
  await expect(page.getByText(`Viewing as the ${side}.`)).toBeVisible();
}

/** Counters with the dialog as the side in view and waits for the saved version. */
export async function counter(page: Page, values: Record<string, string>) {
  await page.getByRole("button", { name: "Counter", exact: true }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: /^Counter-offer as the/ })).toBeVisible();
  await fillLabelled(dialog, values);
  await dialog.getByRole("button", { name: "Save counter-offer" }).click();
  await expect(toasts(page).getByText("Counter-offer saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The one offer's stage on /account (its card in the Offers group), then back to `back`. */
export async function expectAccountStage(page: Page, stage: string, back?: string) {
  await gotoReady(page, "/account/");
  const card = main(page).getByRole("article", { name: "Offer on Aman Miami Beach" });
  await expect(card).toContainText(stage);
  if (back) await gotoReady(page, back);
}
