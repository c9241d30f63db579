// Creating a contract on /contracts/new: the form and its error summary, saving with the next number, Cancel and Back.
import { contractCards, createContract, fillContractForm } from "./helpers/contracts";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { toasts } from "./helpers/page";

test.describe.configure({ timeout: 90_000 });

test.describe("creating a contract", () => {
  test("the form has six sections, marks and enforces required fields, and summarises errors GOV.UK style", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/new/");
    await expect(page.getByRole("heading", { level: 1, name: "Create New Contract" })).toBeVisible();
    for (const section of [
      "Property Information",
      "Buyer Information",
      "Seller Information",
      "Financial Terms",
      "Contract Terms",
      "Realtor Information",
    ]) {
      await expect(page.getByRole("group", { name: section })).toBeVisible();
    }
    await expect(page.getByLabel("Buyer's email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Seller's phone")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Closing date")).toHaveAttribute("type", "date");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create Contract" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("button")).toHaveCount(13);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
    await expect(page.getByLabel("Property name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    // Amount rules: a deposit above the purchase amount, a zero amount, a past closing date.
    await fillContractForm(page, { purchaseAmount: "$1,000,000", depositAmount: "$2,000,000" }, "2020-01-01");
    await page.getByRole("button", { name: "Create Contract" }).click();
    await expect(summary.getByRole("button")).toHaveCount(2);
    await expect(
      summary.getByRole("button", { name: "Deposit amount must be the same as or less than the purchase amount" }),
    ).toBeVisible();
    await expect(summary.getByRole("button", { name: "Closing date must be today or in the future" })).toBeVisible();
    await summary.getByRole("button", { name: /Deposit amount must be/ }).click();
    await expect(page.getByLabel("Deposit amount")).toBeFocused();
    await page.getByLabel("Purchase amount").fill("$0");
    await page.getByRole("button", { name: "Create Contract" }).click();
    await expect(summary.getByRole("button", { name: "Purchase amount must be more than $0" })).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Buyer's full name")).toHaveValue("Amira Saleh");
  });

  test("saves with the next number, pending both signatures, shows the toast and returns to the list", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/new/");
    await fillContractForm(page);
    await page.getByRole("button", { name: "Create Contract" }).click();
    await expect(toasts(page).getByText("Contract Created")).toBeVisible();
    await expect(toasts(page).getByText("The contract has been created and is ready for signatures.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Contract" })).toBeDisabled();
    await expect(page).toHaveURL(/\/contracts\/$/);

    const card = page.getByRole("link", { name: /Bulgari Dubai, Residence 14/ });
    await expect(card).toContainText("Contract #000005");
    await expect(card).toContainText("Pending Signature");
    await expect(card).toHaveAttribute("href", "/contracts/5/");
    await expect(contractCards(page)).toHaveCount(5);

    // A second contract takes the next number; both survive a reload.
    await createContract(page, { propertyName: "St. Regis Aspen, Residence 408" });
    await page.reload();
    await expect(page.getByRole("link", { name: /St. Regis Aspen, Residence 408/ })).toContainText("Contract #000006");
  });

  test("Cancel and Back go back to the page before, or to the list when there is none", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/2/");
    await page.goto("/contracts/new/");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/contracts\/2\/$/);

    await page.goto("/contracts/new/");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/contracts\/2\/$/);

    // Opened on its own (a new tab): nothing of ours to go back to.
    const fresh = await page.context().newPage();
    await gotoUnlocked(fresh, "/contracts/new/");
    await fresh.getByRole("button", { name: "Cancel" }).click();
    await expect(fresh).toHaveURL(/\/contracts\/$/);
  });
});
