// Saved searches (issue 15): 'Save this search' on /buy and /rent keeps the page's query under a
// name; /account lists it with how many residences match now, opens the filtered page and deletes it.
import { count, filters } from "./helpers/buy";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { accountSection, toastWith } from "./helpers/shortlist";
import { storedRecords } from "./helpers/store";

test("a /buy search saved under a name is listed with its count now and opens the filtered page", async ({ page }) => {
  test.slow();
  await gotoUnlocked(page, "/buy/?price=under-5m");
  await expect(count(page)).toHaveText("Showing 11 of 17 residences");
  // Typed text counts at once, before the search box's pause has written it into the address.
  await filters(page).getByLabel("Search", { exact: true }).fill("brickell");
  await page.getByRole("button", { name: "Save this search" }).click();

  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog).toContainText("This search: “brickell”, Under $5M.");
  const name = dialog.getByRole("textbox", { name: /^Name/ });
  await expect(name).toHaveValue("“brickell”, Under $5M");
  await expectNoAxeViolations(page);

  await name.fill("   ");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  const error = dialog.locator(`[id="${describedBy.split(" ").find((id) => id.endsWith("message")) ?? "none"}"]`);
  await expect(error).toHaveText(/Enter a name for this search/);
  await name.fill("x".repeat(81));
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(error).toHaveText(/Name must be 80 characters or fewer/);
  await expectNoAxeViolations(page);

  await name.fill("Brickell under five");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Save this search" })).toBeFocused();
  await expect(toastWith(page, "Search saved")).toContainText("“Brickell under five” is kept on this device.");
  const [stored] = await storedRecords<{ page: string; query: string; name: string }>(page, "savedSearches");
  expect(stored).toMatchObject({ page: "/buy", query: "q=brickell&price=under-5m", name: "Brickell under five" });

  await gotoReady(page, "/account/");
  const saved = accountSection(page, "Saved searches");
  const item = saved.getByRole("listitem").filter({ hasText: "Brickell under five" });
  await expect(item).toContainText("Residences for sale: “brickell”, Under $5M");
  await expect(item).toContainText("6 residences match now");
  await expectNoAxeViolations(page);

  await item.getByRole("link", { name: "Open search “Brickell under five”" }).click();
  await expect(page).toHaveURL(/\/buy\/\?q=brickell&price=under-5m$/);
  await expect(count(page)).toHaveText("Showing 6 of 17 residences");
  await expect(filters(page).getByLabel("Search", { exact: true })).toHaveValue("brickell");
  await expect(filters(page).getByLabel("Price", { exact: true })).toHaveValue("under-5m");
});

test("a /rent search round trip, and deleting it", async ({ page }) => {
  test.slow();
  await gotoUnlocked(page, "/rent/?where=miami-beach&guests=2");
  const status = page.getByRole("status").filter({ hasText: "residence" });
  await expect(status).toHaveText("Showing 1 of 3 residences");
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveValue("Miami Beach, For 2 guests");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, "Search saved")).toBeVisible();

  await gotoReady(page, "/account/");
  const saved = accountSection(page, "Saved searches");
  const item = saved.getByRole("listitem").filter({ hasText: "Miami Beach, For 2 guests" });
  await expect(item).toContainText("Residences to rent: Miami Beach, For 2 guests");
  await expect(item).toContainText("1 residence matches now");
  await item.getByRole("link", { name: /^Open search/ }).click();
  await expect(page).toHaveURL(/\/rent\/\?where=miami-beach&guests=2$/);
  await expect(status).toHaveText("Showing 1 of 3 residences");
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("miami-beach");

  await gotoReady(page, "/account/");
  await accountSection(page, "Saved searches")
    .getByRole("button", { name: /^Delete saved search/ })
    .click();
  await expect(accountSection(page, "Saved searches")).toContainText("No saved searches yet.");
  await expect(accountSection(page, "Saved searches").getByRole("heading", { level: 2 })).toBeFocused();
  await page.reload();
  await expect(accountSection(page, "Saved searches")).toContainText("No saved searches yet.");
  await expectNoAxeViolations(page);
});
