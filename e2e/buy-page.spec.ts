// The purchase page (/buy): the hero, the payment methods, the listing cards and their images, grid and list.
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { count, results } from "./helpers/buy";

test.describe("purchase page", () => {
  test("shows the hero, the intro links, the payment methods and the 17 listings", async ({ page }) => {
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
    // The phone list row writes the area again, hidden in the grid: the first is the card's Area.
    await expect(aman.getByText("2,400 sq ft", { exact: true }).first()).toBeVisible();
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

test.describe("grid and list", () => {
  test("the layout toggle says which is on and is remembered", async ({ page }) => {
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
