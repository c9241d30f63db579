// The contract list on /contracts: the cards, search and tabs in the URL, the empty states and the Filters dialog.
import { contractCards } from "./helpers/contracts";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

test.describe.configure({ timeout: 90_000 });

test.describe("the contract list", () => {
  test("lists the sample contracts as whole-card links with number, status, parties, amount and deadline", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/");
    await expect(page).toHaveTitle(/Contract Management/);
    await expect(page.getByRole("heading", { level: 1, name: "Contract Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New Contract" })).toHaveAttribute("href", route("/contracts/new"));
    await expect(contractCards(page)).toHaveCount(4);

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
    await expect(contractCards(page)).toHaveCount(4);

    await search.fill("NOOR");
    await expect(contractCards(page)).toHaveCount(1);
    await expect(contractCards(page).first()).toContainText("Four Seasons Beverly Hills");
    await search.fill("miami");
    await expect(contractCards(page)).toHaveCount(2);

    await page.getByRole("tab", { name: "Completed" }).click();
    await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
    await expect(contractCards(page)).toHaveCount(1);
    await expect(contractCards(page).first()).toContainText("Ritz-Carlton");
    await expect(page).toHaveURL(/[?&]q=miami/);
    await expect(page).toHaveURL(/[?&]tab=completed/);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search contracts" })).toHaveValue("miami");
    await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
    await expect(contractCards(page)).toHaveCount(1);

    // Arrow keys move between tabs (automatic activation).
    await page.getByRole("tab", { name: "Completed" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "In Review" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "In Review" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows the right empty state when searching and when a tab has nothing", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/?q=no-such-residence");
    await expect(page.getByRole("heading", { name: "No contracts found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Contract" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search contracts" }).fill("");
    await page.getByRole("tab", { name: "In Review" }).click();
    await expect(contractCards(page)).toHaveCount(1);

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
    await expect(contractCards(page)).toHaveCount(2);
    await expect(contractCards(page).nth(0)).toContainText("St. Regis Aspen");
    await expect(contractCards(page).nth(1)).toContainText("Aman Miami Beach");
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
    await expect(contractCards(page)).toHaveCount(1);
    await expect(contractCards(page).first()).toContainText("St. Regis Aspen");

    // Cancelled appears only through the status filter (there is no tab for it).
    await page.goto("/contracts/1/");
    await page.getByRole("button", { name: "Cancel contract" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel contract" }).click();
    await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await page.goto("/contracts/");
    await page.getByRole("button", { name: "Filters" }).click();
    await dialog.getByRole("checkbox", { name: "Cancelled" }).check();
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(contractCards(page)).toHaveCount(1);
    await expect(contractCards(page).first()).toContainText("Cancelled");
    await expect(page).toHaveURL(/status=cancelled/);
    await page.reload();
    await expect(contractCards(page)).toHaveCount(1);

    await page.getByRole("button", { name: /Filters/ }).click();
    await dialog.getByRole("button", { name: "Clear all" }).click();
    await expect(contractCards(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/contracts\/$/);
  });
});
