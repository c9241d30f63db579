// Contract helpers (the contract specs, signing, messages, transactions, the Closing Team): a new
// contract made through /contracts/new, and a contract signed on its sign page. Offers, the way to a
// contract from a listing, are in offers.ts.
import type { Page } from "@playwright/test";
import { isoDateFromToday } from "./dates";
import { patientExpect as expect } from "./fixtures";
import { main, toasts } from "./page";

/** How far ahead the new contract's closing date is. */
export const CLOSING_IN_DAYS = 120;

/** The cards of the contract list on /contracts (each a link to its contract). */
export const contractCards = (page: Page) => main(page).getByRole("list").first().getByRole("link");

export const newContract = {
  propertyName: "Bulgari Dubai, Residence 14",
  propertyAddress: "Residence 14, Jumeira Bay Island, Dubai",
  buyerName: "Amira Saleh",
  buyerEmail: "amira.saleh@example.com",
  buyerPhone: "305 555 0111",
  sellerName: "Bay Island Estates LLC",
  sellerEmail: "sales@bayisland.example",
  sellerPhone: "305 555 0122",
  purchaseAmount: "$7,500,000",
  depositAmount: "$750,000",
  contingencies: "Inspection within 10 days.",
  specialTerms: "Boat mooring conveys.",
  realtorName: "Marisol Vega",
  realtorLicense: "FL BK3316207",
};

const labels: Record<keyof typeof newContract, string> = {
  propertyName: "Property name",
  propertyAddress: "Property address",
  buyerName: "Buyer's full name",
  buyerEmail: "Buyer's email",
  buyerPhone: "Buyer's phone",
  sellerName: "Seller's full name or company",
  sellerEmail: "Seller's email",
  sellerPhone: "Seller's phone",
  purchaseAmount: "Purchase amount",
  depositAmount: "Deposit amount",
  contingencies: "Contingencies",
  specialTerms: "Special terms",
  realtorName: "Realtor's name",
  realtorLicense: "License number",
};

export async function fillContractForm(
  page: Page,
  values: Partial<typeof newContract> = {},
  closingDate = isoDateFromToday(CLOSING_IN_DAYS),
) {
  const all = { ...newContract, ...values };
  for (const [key, label] of Object.entries(labels) as [keyof typeof newContract, string][]) {
    await page.getByLabel(label, { exact: false }).first().fill(all[key]);
  }
  await page.getByLabel("Closing date").fill(closingDate);
}

/** Creates a contract through /contracts/new and returns to the list; resolves to the new card's link. */
export async function createContract(page: Page, values: Partial<typeof newContract> = {}) {
  await page.goto("/contracts/new/");
  await fillContractForm(page, values);
  await page.getByRole("button", { name: "Create Contract" }).click();
  await expect(toasts(page).getByText("Contract Created")).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/$/);
  return page.getByRole("link", { name: new RegExp(values.propertyName ?? newContract.propertyName) });
}

/** Signs the open contract's sign page as `party` with the typed name. */
export async function signAs(page: Page, party: "Buyer" | "Seller", name: string) {
  await page.getByRole("radio", { name: new RegExp(`^${party}:`) }).check();
  await page.getByLabel("Full legal name").fill(name);
  await page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }).check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(toasts(page).getByText("Contract signed")).toBeVisible();
}
