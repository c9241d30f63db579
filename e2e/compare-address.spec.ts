import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { columnNames, seedList, table } from "./helpers/compare";

test.describe("the /compare address", () => {
  test("without ids: the empty state, with the way to add some", async ({ page }) => {
    await gotoUnlocked(page, "/compare/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare Residences");
    await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Residences for Sale" })).toHaveAttribute("href", /^\/buy\/?$/);
    await expectNoAxeViolations(page);
  });

  test("without ids: the tray's list, and the address takes its ids", async ({ page }) => {
    await gotoUnlocked(page, "/compare/");
    await seedList(page, ["unit:st-regis-aspen-chalet-b", "listing:faena-brickell"]);
    await expect(page).toHaveURL("/compare/?ids=unit:st-regis-aspen-chalet-b,listing:faena-brickell");
    await expect(columnNames(page)).toHaveText(["Chalet Residence, St. Regis Aspen Residences", "Faena Residences"]);
    await expect(page.getByRole("button", { name: "Keep these in my compare tray" })).toHaveCount(0);
  });

  test("names what it cannot show, shows text as text, and cuts more than four", async ({ page }) => {
    const ids = [
      "listing:nowhere",
      "<img src=x onerror=alert(1)>",
      "listing:aman-miami-beach",
      "listing:st-regis-aspen",
      "listing:bulgari-dubai",
      "unit:aman-penthouse-12",
      "listing:faena-brickell",
      "listing:aman-miami-beach",
    ];
    await gotoUnlocked(page, `/compare/?ids=${ids.map(encodeURIComponent).join(",")}`);
    const notice = page.getByRole("status").filter({ hasText: "Not found, so not shown" });
    await expect(notice).toContainText("listing:nowhere, <img src=x onerror=alert(1)>");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Compare shows up to 4 residences at a time" })).toContainText(
      "The link holds 5; these are the first 4.",
    );
    await expect(columnNames(page)).toHaveText([
      "Aman Miami Beach",
      "St. Regis Aspen",
      "Bulgari Dubai",
      "The Aman Penthouse, Aman Miami Beach",
    ]);
    await expectNoAxeViolations(page);
  });

  test("an address whose ids are all unknown shows the empty state", async ({ page }) => {
    await gotoUnlocked(page, "/compare/?ids=unit:nothing-here");
    await expect(page.getByRole("status").filter({ hasText: "Not found, so not shown" })).toContainText("unit:nothing-here");
    await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });

  test("prints the table alone: no site header, footer, tray or remove buttons", async ({ page }) => {
    await gotoUnlocked(
      page,
      "/compare/?ids=listing:aman-miami-beach,listing:st-regis-aspen,listing:bulgari-dubai,listing:cipriani-brickell",
    );
    await expect(columnNames(page)).toHaveCount(4);
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 1123, height: 794 }); // A4 landscape at 96 dpi
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(table(page).getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    const width = await table(page).evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1123);
  });
});
