// A contract's page: its tabs, Download PDF, Cancel contract, an unknown id, and a contract created in the browser.
import { CLOSING_IN_DAYS, createContract } from "./helpers/contracts";
import { isoDateFromToday } from "./helpers/dates";
import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { toasts } from "./helpers/page";

test.describe.configure({ timeout: 90_000 });

test.describe("a contract's page", () => {
  test("shows the overview, details, timeline and messages tabs of the contract with that id", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/2/");
    await expect(page).toHaveTitle(/Contract 000002/);
    await expect(page.getByRole("heading", { level: 1, name: "St. Regis Aspen, Residence 312" })).toBeVisible();
    await expect(page.getByText("Contract #000002")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Contract" })).toHaveAttribute("href", route("/contracts/2/sign"));

    await expect(page.getByText("1 party needs to sign")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Now" })).toHaveAttribute("href", route("/contracts/2/sign"));
    for (const text of ["$9,800,000", "$980,000", "Jan 29, 2027"]) await expect(page.getByRole("tabpanel")).toContainText(text);
    const signatures = page.getByRole("region", { name: "Signature status" });
    await expect(signatures.locator(":scope > ul > li").filter({ hasText: "Julian Ashworth" })).toContainText(/Signed Nov 14, 2026/);
    await expect(signatures.locator(":scope > ul > li").filter({ hasText: "Margaret Ellison" })).toContainText("Pending");
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
    await expect(page.getByRole("tabpanel")).toContainText(isoDateFromToday(CLOSING_IN_DAYS).slice(0, 4));
    await expectNoAxeViolations(page);
  });
});
