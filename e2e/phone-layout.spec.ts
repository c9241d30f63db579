import { brands } from "../lib/catalogue/brands";
import { propertyPages } from "../lib/catalogue/properties";
import { expect, gotoUnlocked, test } from "./helpers/fixtures";

const paths = [
  "/buy/",
  "/buy/?city=miami-beach",
  "/rent/",
  "/rent/#list-yours",
  "/hotels/",
  "/residences/",
  "/evolution-timeline/",
  "/hyper-targeting/",
  ...brands.map((brand) => `/hotels/${brand.slug}/`),
  ...propertyPages.map((page) => `/${page.slug}/`),
];

test("no browse page scrolls sideways on a phone @phone-only", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  test.setTimeout(120_000);
  // The list layout is the one most likely to squeeze.
  await page.addInitScript(() => window.localStorage.setItem("rm:buy-view", '"list"'));
  for (const path of paths) {
    await gotoUnlocked(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
