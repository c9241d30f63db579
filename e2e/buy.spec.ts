import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./fixtures";
import type { Page } from "@playwright/test";

const results = (page: Page) => page.getByRole("list", { name: "Residences for sale" }).getByRole("article");
const count = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });
const filters = (page: Page) => page.getByRole("search", { name: "Residences for sale" });

async function names(page: Page): Promise<string[]> {
  return results(page).getByRole("heading").allTextContents();
}

test.describe("purchase page", () => {
  test("shows the hero, the intro links, the payment methods and the 17 listings @phone", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    await expect(page).toHaveTitle(/Purchase a Residence/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /curving tower on Miami Beach at golden hour/ })).toBeVisible();
    const main = page.locator("#main");
    await expect(main.getByRole("link", { name: "Closing Team" })).toHaveAttribute("href", route("/about"));
    await expect(main.getByRole("link", { name: "Evolution Timeline" })).toHaveAttribute("href", route("/evolution-timeline"));
    for (const method of ["Bitcoin", "Ethereum", "Credit Card", "Wire Transfer", "Escrow Service", "Private Banking"]) {
      await expect(main.getByRole("button", { name: new RegExp(`^${method}`) })).toBeVisible();
    }
    await expect(results(page)).toHaveCount(17);
    await expect(count(page)).toHaveText("17 residences");
    await expectNoAxeViolations(page);
  });

  test("each card shows its facts, Make Offer and Details; the sold one shows SOLD and no offer", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const aman = results(page).filter({ has: page.getByRole("heading", { name: "Aman Miami Beach" }) });
    await expect(aman.getByText("Aman", { exact: true })).toBeVisible();
    await expect(aman.getByText("Miami Beach, Florida")).toBeVisible();
    await expect(aman.getByText("$8,500,000")).toBeVisible();
    await expect(aman.getByText("2,400 sq ft", { exact: true })).toBeVisible();
    await expect(aman.getByRole("img")).toHaveAttribute("alt", /Miami Beach/);
    await expect(aman.getByRole("link", { name: "Make Offer: Aman Miami Beach" })).toHaveAttribute(
      "href",
      "/make-offer/?listing=aman-miami-beach",
    );
    await expect(aman.getByRole("link", { name: "Details: Aman Miami Beach" })).toHaveAttribute("href", route("/aman-miami-beach"));

    const sold = results(page).filter({ has: page.getByRole("heading", { name: "One Thousand Museum" }) });
    await expect(sold.getByText("Sold", { exact: true })).toBeVisible();
    await expect(sold.getByText("Sold", { exact: true })).toHaveCSS("text-transform", "uppercase");
    await expect(sold.getByRole("link", { name: /Make Offer/ })).toHaveCount(0);
    await expect(sold.getByRole("link", { name: "Details: One Thousand Museum" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Make Offer/ })).toHaveCount(16);

    const rosewood = results(page).filter({ has: page.getByRole("heading", { name: "Rosewood Miami Beach" }) });
    await expect(rosewood.getByRole("link", { name: /^Details/ })).toHaveAttribute("href", route("/hotels/rosewood-miami-beach"));
  });

  test("a payment method opens its explanation and closes back to its button", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const bitcoin = page.getByRole("button", { name: /^Bitcoin/ });
    await bitcoin.click();
    const popover = page.getByRole("dialog", { name: "Bitcoin" });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText("Cryptocurrency");
    await expect(popover).toContainText("locked for one hour");
    await expect(popover.getByRole("listitem")).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(page.getByRole("button", { name: /^Bitcoin/ })).toBeFocused();

    await page.getByRole("button", { name: /^Private Banking/ }).click();
    await expect(page.getByRole("dialog", { name: "Private Banking" })).toContainText("Premium");
  });
});

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

  test("filters combine, the count follows, and an empty result offers to clear @phone", async ({ page }) => {
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

  test("a shared link opens with its filters, and ?hotel= preselects the brand @phone", async ({ page }) => {
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

test.describe("hostile and unknown links", () => {
  const hostile = [
    ["an unknown hotel", "no-such-hotel"],
    ["a script tag", "<script>window.__xss=1;alert(1)</script>"],
    ["an image with onerror", '"><img src=x onerror="window.__xss=1;alert(1)">'],
    ["a javascript: URL", "javascript:window.__xss=1;alert(1)"],
    ["a 10 kB string", "x".repeat(10_000)],
  ] as const;

  for (const [label, value] of hostile) {
    test(`?hotel= with ${label} is ignored safely`, async ({ page, dialogs }) => {
      await gotoUnlocked(page, `/buy/?hotel=${encodeURIComponent(value)}`);
      await expect(page.getByText("The hotel in your link is not one of our partner brands")).toBeVisible();
      await expect(results(page)).toHaveCount(17);
      await expect(filters(page).getByLabel("Brand", { exact: true })).toHaveValue("");
      expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('#main img[src="x"], #main script')).toHaveCount(0);
      const attributes = await page
        .locator("[href], [src]")
        .evaluateAll((elements) => elements.flatMap((element) => [element.getAttribute("href") ?? "", element.getAttribute("src") ?? ""]));
      for (const attribute of attributes) {
        expect(attribute.toLowerCase()).not.toContain("javascript:");
        expect(attribute).not.toContain("xxxxxxxxxx");
        expect(attribute).not.toContain("<");
      }
      expect(await page.locator("#main").textContent()).not.toContain(value.slice(0, 40));
      // The page still works.
      await filters(page).getByLabel("Brand", { exact: true }).selectOption({ label: "Aman" });
      await expect(results(page)).toHaveCount(1);
      expect(dialogs).toEqual([]);
    });
  }

  test("hostile search text is shown only as text", async ({ page, dialogs }) => {
    const text = '<img src=x onerror="window.__xss=1">';
    await gotoUnlocked(page, `/buy/?q=${encodeURIComponent(text)}&beds=99&city=%3Cb%3E`);
    await expect(filters(page).getByLabel("Search", { exact: true })).toHaveValue(text);
    await expect(page.getByText("Part of your link was not recognised")).toBeVisible();
    await expect(count(page)).toHaveText("Showing 0 of 17 residences");
    await expect(page.locator('#main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("grid and list", () => {
  test("the layout toggle says which is on and is remembered @phone", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const grid = page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Grid" });
    const list = page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "List" });
    const listing = page.getByRole("list", { name: "Residences for sale" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await expect(listing).toHaveAttribute("data-view", "grid");

    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect(listing).toHaveAttribute("data-view", "list");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("list", { name: "Residences for sale" })).toHaveAttribute("data-view", "list");
    await expect(page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Grid" }).click();
    await expect(page.getByRole("list", { name: "Residences for sale" })).toHaveAttribute("data-view", "grid");
  });
});

test("every listing image ships with the site, has alt text and fixed dimensions", async ({ page }) => {
  await gotoUnlocked(page, "/buy/");
  const images = page.locator("#main img");
  await expect(images).toHaveCount(18);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /^Illustration of /);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
});
