import { createContract, downloadedBytes, fillContractForm, futureDate, toasts } from "./deals";
import { expect as baseExpect, expectNoAxeViolations, gotoUnlocked, route, test } from "./fixtures";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const cards = (page: import("@playwright/test").Page) => page.locator("#main").getByRole("list").first().getByRole("link");

test.describe("the contract list", () => {
  test("lists the sample contracts as whole-card links with number, status, parties, amount and deadline @phone", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/");
    await expect(page).toHaveTitle(/Contract Management/);
    await expect(page.getByRole("heading", { level: 1, name: "Contract Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New Contract" })).toHaveAttribute("href", route("/contracts/new"));
    await expect(cards(page)).toHaveCount(4);

    const aman = page.getByRole("link", { name: /Aman Miami Beach, Residence 3A/ });
    await expect(aman).toHaveAttribute("href", route("/contracts/1"));
    for (const text of [
      "Contract #000001",
      "Pending Signature",
      "Eleanor Whitfield",
      "Collins Dune Holdings LLC",
      "$8,900,000",
      "Dec 9, 2026",
    ]) {
      await expect(aman).toContainText(text);
    }
    await expect(page.getByRole("link", { name: /Four Seasons Beverly Hills/ })).toContainText("In Review");
    await expect(page.getByRole("link", { name: /Ritz-Carlton Miami Beach/ })).toContainText("Completed");
    await expectNoAxeViolations(page);

    await aman.click();
    await expect(page).toHaveURL(/\/contracts\/1\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Aman Miami Beach, Residence 3A" })).toBeVisible();
  });

  test("search matches property or buyer, combines with the tabs, and lives in the URL", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/");
    const search = page.getByRole("searchbox", { name: "Search contracts" });
    await expect(search).toHaveAttribute("placeholder", /search by property or buyer/i);
    await expect(cards(page)).toHaveCount(4);

    await search.fill("NOOR");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Four Seasons Beverly Hills");
    await search.fill("miami");
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole("tab", { name: "Completed" }).click();
    await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Ritz-Carlton");
    await expect(page).toHaveURL(/[?&]q=miami/);
    await expect(page).toHaveURL(/[?&]tab=completed/);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search contracts" })).toHaveValue("miami");
    await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(1);

    // Arrow keys move between tabs (automatic activation).
    await page.getByRole("tab", { name: "Completed" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "In Review" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "In Review" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows the right empty state when searching and when a tab has nothing @phone", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/?q=no-such-residence");
    await expect(page.getByRole("heading", { name: "No contracts found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Contract" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search contracts" }).fill("");
    await page.getByRole("tab", { name: "In Review" }).click();
    await expect(cards(page)).toHaveCount(1);

    // Cancel the only in-review contract: its tab is then empty, with no search.
    await page.goto("/contracts/3/");
    await page.getByRole("button", { name: "Cancel contract" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel contract" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/contracts/?tab=review");
    await expect(page.getByRole("heading", { name: "No contracts found" })).toBeVisible();
    await expect(page.getByText("Create your first contract to get started")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Contract" })).toHaveAttribute("href", route("/contracts/new"));
    await expectNoAxeViolations(page);
  });

  test("the Filters dialog filters by status (Cancelled too), amount and deadline, sorts, and keeps it in the URL", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/");
    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter contracts" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // An amount range that excludes everything but the two pending contracts, sorted by amount.
    await dialog.getByLabel("Lowest", { exact: true }).fill("$8,000,000");
    await dialog.getByLabel("Highest", { exact: true }).fill("$10,000,000");
    await dialog.getByRole("radio", { name: "Amount, highest first" }).check();
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).nth(0)).toContainText("St. Regis Aspen");
    await expect(cards(page).nth(1)).toContainText("Aman Miami Beach");
    await expect(page).toHaveURL(/min=8000000/);
    await expect(page).toHaveURL(/max=10000000/);
    await expect(page).toHaveURL(/sort=amount/);
    await expect(page.getByRole("button", { name: /Filters \(1 on\)/ })).toBeVisible();

    // A deadline window and an unreadable amount: the error is shown, nothing applied.
    await page.getByRole("button", { name: /Filters/ }).click();
    await dialog.getByLabel("Lowest", { exact: true }).fill("lots");
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(dialog.getByText("Enter the lowest amount in dollars, like $1,000,000")).toBeVisible();
    await expect(dialog.getByLabel("Lowest", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Lowest", { exact: true }).fill("");
    await dialog.getByLabel("Highest", { exact: true }).fill("");
    await dialog.getByLabel("Earliest", { exact: true }).fill("2026-12-01");
    await dialog.getByLabel("Latest", { exact: true }).fill("2026-12-06");
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("St. Regis Aspen");

    // Cancelled appears only through the status filter (there is no tab for it).
    await page.goto("/contracts/1/");
    await page.getByRole("button", { name: "Cancel contract" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel contract" }).click();
    await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await page.goto("/contracts/");
    await page.getByRole("button", { name: "Filters" }).click();
    await dialog.getByRole("checkbox", { name: "Cancelled" }).check();
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Cancelled");
    await expect(page).toHaveURL(/status=cancelled/);
    await page.reload();
    await expect(cards(page)).toHaveCount(1);

    await page.getByRole("button", { name: /Filters/ }).click();
    await dialog.getByRole("button", { name: "Clear all" }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/contracts\/$/);
  });
});

test.describe("creating a contract", () => {
  test("the form has six sections, marks and enforces required fields, and summarises errors GOV.UK style @phone", async ({ page }) => {
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
    await expect(cards(page)).toHaveCount(5);

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

test.describe("a contract's page", () => {
  test("shows the overview, details, timeline and messages tabs of the contract with that id @phone", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/2/");
    await expect(page).toHaveTitle(/Contract 000002/);
    await expect(page.getByRole("heading", { level: 1, name: "St. Regis Aspen, Residence 312" })).toBeVisible();
    await expect(page.getByText("Contract #000002")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Contract" })).toHaveAttribute("href", route("/contracts/2/sign"));

    await expect(page.getByText("1 party needs to sign")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Now" })).toHaveAttribute("href", route("/contracts/2/sign"));
    for (const text of ["$9,800,000", "$980,000", "Jan 29, 2027"]) await expect(page.getByRole("tabpanel")).toContainText(text);
    const signatures = page.getByRole("region", { name: "Signature status" });
    await expect(signatures.getByRole("listitem").filter({ hasText: "Julian Ashworth" })).toContainText(/Signed Nov 14, 2026/);
    await expect(signatures.getByRole("listitem").filter({ hasText: "Margaret Ellison" })).toContainText("Pending");
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Details" }).click();
    const panel = page.getByRole("tabpanel");
    for (const text of [
      "315 East Dean Street",
      "Balance at closing",
      "Inspection contingency",
      "ski lockers",
      "Theo Lindqvist",
      "CO ER100089214",
    ]) {
      await expect(panel).toContainText(text);
    }
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Timeline" }).click();
    await expect(panel.getByRole("listitem")).toHaveCount(5);
    await expect(panel).toContainText("Counter-offer accepted");
    await expect(panel).toContainText("Oct 30, 2026");

    await page.getByRole("tab", { name: "Messages" }).click();
    await panel.getByRole("link", { name: "Open Messages" }).click();
    await expect(page).toHaveURL(/\/contracts\/2\/messages\/$/);
  });

  test("Download PDF saves a real PDF of the contract, named after it", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/1/");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe("contract-000001-aman-miami-beach-residence-3a.pdf");
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("Aman Miami Beach, Residence 3A");
    expect(bytes.toString("latin1")).toContain("%%EOF");
    expect(bytes.length).toBeGreaterThan(2_000);
  });

  test("Cancel contract asks first, then moves it to Cancelled with a timeline event; completed ones cannot be cancelled", async ({
    page,
  }) => {
    await gotoUnlocked(page, "/contracts/1/");
    await page.getByRole("button", { name: "Cancel contract" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this contract?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep contract" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("tabpanel")).toContainText("Pending Signature");

    await page.getByRole("button", { name: "Cancel contract" }).click();
    await dialog.getByRole("button", { name: "Cancel contract" }).click();
    await expect(toasts(page).getByText("Contract cancelled")).toBeVisible();
    await expect(page.getByRole("tabpanel")).toContainText("Cancelled");
    await expect(page.getByText(/parties need to sign/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel contract" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Timeline" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Contract cancelled");

    await page.reload();
    await expect(page.getByRole("tabpanel")).toContainText("Cancelled");
    await page.goto("/contracts/1/sign/");
    await expect(page.getByRole("heading", { name: "This contract cannot be signed" })).toBeVisible();
    await expect(page.getByText("This contract was cancelled, so it can no longer be signed.")).toBeVisible();

    await page.goto("/contracts/4/");
    await expect(page.getByRole("heading", { level: 1, name: /Ritz-Carlton Miami Beach/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel contract" })).toHaveCount(0);
  });

  test("an unknown id shows a clear not-found state, also for its sign and messages pages", async ({ page }) => {
    for (const path of ["/contracts/999/", "/contracts/999/sign/", "/contracts/999/messages/"]) {
      const response = await gotoUnlocked(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Contract not found" })).toBeVisible();
      await expect(page.getByText("Contract #000999")).toBeVisible();
      await expect(page.getByRole("link", { name: "All Contracts" })).toHaveAttribute("href", route("/contracts"));
    }
    await expectNoAxeViolations(page);
    // Other unknown paths keep the real 404.
    await page.goto("/contracts/5/edit/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });

  test("a contract created in the browser opens at its own address after a full reload from the static host", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/");
    const card = await createContract(page);
    await card.click();
    await expect(page).toHaveURL(/\/contracts\/5\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bulgari Dubai, Residence 14" })).toBeVisible();

    const response = await page.reload();
    // The host has no page for it: 404.html answers, and renders the contract from the store.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Bulgari Dubai, Residence 14" })).toBeVisible();
    await expect(page.getByText("Contract #000005")).toBeVisible();
    await expect(page.getByText("2 parties need to sign")).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    await expect(page).toHaveTitle(/Contract 000005/);
    await page.getByRole("tab", { name: "Details" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Boat mooring conveys.");
    await expect(page.getByRole("tabpanel")).toContainText(futureDate().slice(0, 4));
    await expectNoAxeViolations(page);
  });
});
