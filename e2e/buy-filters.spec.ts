// The purchase page's search and filters: each narrows the list, they combine, and they live in the URL.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { count, filters, names, results } from "./helpers/buy";

test.describe("search and filters", () => {
  test("free text searches name, brand and location", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const search = filters(page).getByLabel("Search", { exact: true });
    await search.fill("rosewood");
    await expect(count(page)).toHaveText("Showing 1 of 17 residences");
    expect(await names(page)).toEqual(["Rosewood Miami Beach"]);
    await expect(page).toHaveURL(/\/buy\/\?q=rosewood$/);

    await search.fill("Mandarin");
    expect(await names(page)).toEqual(["Mandarin Oriental Residences"]);
    await search.fill("dubai");
    await expect(results(page)).toHaveCount(1);
    await search.fill("brickell");
    await expect(results(page)).toHaveCount(6);
  });

  test("brand, city, price, bedrooms and amenities each narrow the list", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = filters(page);

    await form.getByLabel("Brand", { exact: true }).selectOption({ label: "St. Regis" });
    expect(await names(page)).toEqual(["St. Regis Aspen"]);
    await expect(page).toHaveURL(/\?hotel=st-regis$/);
    await form.getByLabel("Brand", { exact: true }).selectOption("");

    await form.getByLabel("City", { exact: true }).selectOption({ label: "Miami River" });
    expect(await names(page)).toEqual(["Baccarat Residences", "Aston Martin Residences"]);
    await form.getByLabel("City", { exact: true }).selectOption("");

    await form.getByLabel("Price", { exact: true }).selectOption({ label: "$10M+" });
    expect(await names(page)).toEqual(["Four Seasons Beverly Hills", "Rosewood Miami Beach"]);
    await form.getByLabel("Price", { exact: true }).selectOption({ label: "$5M - $10M" });
    await expect(results(page)).toHaveCount(4);
    await form.getByLabel("Price", { exact: true }).selectOption({ label: "Under $5M" });
    await expect(results(page)).toHaveCount(11);
    await form.getByLabel("Price", { exact: true }).selectOption("");

    await form.getByLabel("Bedrooms", { exact: true }).selectOption({ label: "5+ bedrooms" });
    expect(await names(page)).toEqual(["Four Seasons Beverly Hills"]);
    await form.getByLabel("Bedrooms", { exact: true }).selectOption({ label: "4+ bedrooms" });
    await expect(results(page)).toHaveCount(4);
    await form.getByLabel("Bedrooms", { exact: true }).selectOption("");
    await expect(results(page)).toHaveCount(17);

    const amenities = form.getByRole("button", { name: "Amenities" });
    await expect(amenities).toHaveAttribute("aria-expanded", "false");
    await amenities.click();
    await expect(amenities).toHaveAttribute("aria-expanded", "true");
    await form.getByLabel("Ski Concierge").check();
    expect(await names(page)).toEqual(["St. Regis Aspen"]);
    await expect(page).toHaveURL(/\?amenity=ski-concierge$/);
    await form.getByLabel("Ski Concierge").uncheck();
    await form.getByLabel("Private Pool").check();
    await form.getByLabel("Private Beach Club").check();
    expect(await names(page)).toEqual(["Rosewood Miami Beach"]);
    await expect(amenities).toContainText("(2)");
  });

  test("filters combine, the count follows, and an empty result offers to clear", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = filters(page);
    await form.getByLabel("City", { exact: true }).selectOption({ label: "Brickell" });
    await expect(count(page)).toHaveText("Showing 5 of 17 residences");
    await form.getByLabel("Bedrooms", { exact: true }).selectOption({ label: "2+ bedrooms" });
    await expect(count(page)).toHaveText("Showing 3 of 17 residences");
    await form.getByLabel("Search", { exact: true }).fill("faena");
    await expect(count(page)).toHaveText("Showing 1 of 17 residences");
    await expect(page).toHaveURL(/\?q=faena&city=brickell&beds=2$/);

    await form.getByLabel("Price", { exact: true }).selectOption({ label: "$10M+" });
    await expect(count(page)).toHaveText("Showing 0 of 17 residences");
    await expect(page.getByRole("heading", { name: "No residences match" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(count(page)).toHaveText("17 residences");
    await expect(form.getByLabel("Search", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("City", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/buy\/$/);

    await form.getByLabel("Brand", { exact: true }).selectOption({ label: "Aman" });
    await page.getByRole("button", { name: /^Clear filters/ }).click();
    await expect(results(page)).toHaveCount(17);
  });

  test("the filters survive a reload, a visit to a property and the back button", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = filters(page);
    await form.getByLabel("Search", { exact: true }).fill("miami");
    await form.getByLabel("Bedrooms", { exact: true }).selectOption({ label: "3+ bedrooms" });
    await expect(page).toHaveURL(/\?q=miami&beds=3$/);
    await expect(count(page)).toHaveText("Showing 3 of 17 residences");

    await page.reload();
    await expect(form.getByLabel("Search", { exact: true })).toHaveValue("miami");
    await expect(form.getByLabel("Bedrooms", { exact: true })).toHaveValue("3");
    await expect(count(page)).toHaveText("Showing 3 of 17 residences");

    await page.getByRole("link", { name: "Details: Ritz-Carlton Miami Beach" }).click();
    await expect(page).toHaveURL(/\/ritz-carlton-miami-beach\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ritz-Carlton Miami Beach");
    await page.goBack();
    await expect(page).toHaveURL(/\/buy\/\?q=miami&beds=3$/);
    await expect(form.getByLabel("Search", { exact: true })).toHaveValue("miami");
    await expect(count(page)).toHaveText("Showing 3 of 17 residences");
  });

  test("a shared link opens with its filters, and ?hotel= preselects the brand", async ({ page }) => {
    await gotoUnlocked(page, "/buy/?hotel=rosewood-miami-beach");
    await expect(filters(page).getByLabel("Brand", { exact: true })).toHaveValue("rosewood-miami-beach");
    expect(await names(page)).toEqual(["Rosewood Miami Beach"]);

    await gotoUnlocked(page, "/buy/?city=aspen&price=5m-10m&amenity=wine-cellar");
    await expect(filters(page).getByLabel("City", { exact: true })).toHaveValue("aspen");
    await expect(filters(page).getByLabel("Price", { exact: true })).toHaveValue("5m-10m");
    await expect(filters(page).getByRole("button", { name: "Amenities" })).toHaveAttribute("aria-expanded", "true");
    await expect(filters(page).getByLabel("Wine Cellar")).toBeChecked();
    expect(await names(page)).toEqual(["St. Regis Aspen"]);
  });
});
