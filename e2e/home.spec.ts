import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

test("home shows the hero, the band, six featured residences and two testimonials", async ({ page }) => {
  await gotoUnlocked(page, "/");
  await expect(page).toHaveTitle(/Aurum Residences/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const main = page.locator("#main");
  await expect(main.getByRole("link", { name: "Browse Listings" })).toHaveAttribute("href", route("/buy"));
  await expect(main.getByRole("link", { name: "Hyper-Targeting" })).toHaveAttribute("href", route("/hyper-targeting"));
  await expect(main.getByRole("link", { name: "Hotel Owner" })).toHaveAttribute("href", route("/owners"));
  await expect(main.getByRole("heading", { name: "Redefining Luxury Living" })).toBeVisible();

  const featured = main
    .getByRole("region", { name: "Featured Residences" })
    .or(main.locator("section", { has: page.getByRole("heading", { name: "Featured Residences" }) }));
  const details = featured.getByRole("link", { name: /^Details: / });
  await expect(details).toHaveCount(6);
  const hrefs = await details.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(6);
  for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9-]+\/?$/);
  await expect(main.getByRole("link", { name: "View All Listings" })).toHaveAttribute("href", route("/hotels"));

  const quotes = main.locator("blockquote");
  await expect(quotes).toHaveCount(2);
  await expect(main.getByRole("img", { name: /Rated \d out of 5/ })).toHaveCount(2);

  await expectNoAxeViolations(page);
});

test("every image on home ships with the site, has alt text and fixed dimensions", async ({ page }) => {
  await gotoUnlocked(page, "/");
  const images = page.locator("#main img");
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /\w{3,}/);
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    const src = await image.evaluate((el: HTMLImageElement) => el.currentSrc || el.src);
    expect(new URL(src).origin).toBe(new URL(page.url()).origin);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});
