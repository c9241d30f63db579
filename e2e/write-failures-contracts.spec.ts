// Storage full (see helpers/write-failures.ts) when creating a contract, sending a message or signing.
import { fillContractForm, newContract } from "./helpers/contracts";
import { patientExpect as expect, test } from "./helpers/fixtures";
import { toasts } from "./helpers/page";
import { failStorageWrites, quotaAlert, seedStore } from "./helpers/write-failures";

test.describe.configure({ timeout: 90_000 });

test("contract form: storage full shows the message, keeps every answer and does not leave the page", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/new/");
  await fillContractForm(page, {}, "2027-03-31");
  await page.getByRole("button", { name: "Create Contract" }).click();
  await expect(quotaAlert(page)).toBeVisible();
  await expect(toasts(page).getByText("Contract Created")).toHaveCount(0);
  await expect(page).toHaveURL(/\/contracts\/new\/$/);
  await expect(page.getByLabel("Property name")).toHaveValue(newContract.propertyName);
  await expect(page.getByLabel("Buyer's full name")).toHaveValue(newContract.buyerName);
  await expect(page.getByLabel("Seller's email")).toHaveValue(newContract.sellerEmail);
  await expect(page.getByLabel("Purchase amount")).toHaveValue(newContract.purchaseAmount);
  await expect(page.getByLabel("Closing date")).toHaveValue("2027-03-31");
  await expect(page.getByLabel("Special terms")).toHaveValue(newContract.specialTerms);
  await expect(page.getByLabel("License number")).toHaveValue(newContract.realtorLicense);
  await expect(page.getByRole("button", { name: "Create Contract" })).toBeEnabled();
});

test("message: storage full shows the message and keeps the text in the box", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/1/messages/");
  const log = page.getByRole("log", { name: "Conversation messages" });
  await expect(log.getByRole("listitem")).toHaveCount(5);
  const box = page.getByRole("textbox", { name: /Message to/ });
  await box.fill("The inspection is booked for Tuesday.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(quotaAlert(page)).toBeVisible();
  await expect(box).toHaveValue("The inspection is booked for Tuesday.");
  await expect(log.getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
});

test("signature: storage full shows the message, nothing is signed, and the name stays", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/2/sign/");
  await page.getByRole("radio", { name: /^Seller:/ }).check();
  await page.getByLabel("Full legal name").fill("Margaret Ellison");
  await page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }).check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  await expect(quotaAlert(page).first()).toBeVisible();
  await expect(toasts(page).getByText("Contract signed")).toHaveCount(0);
  await expect(page).toHaveURL(/\/contracts\/2\/sign\/$/);
  await expect(page.getByLabel("Full legal name")).toHaveValue("Margaret Ellison");
  await expect(page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Sign Contract" })).toBeEnabled();
});
