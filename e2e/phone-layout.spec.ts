import { brands } from "../lib/catalogue/brands";
import { propertyPages } from "../lib/catalogue/properties";
import { expect, gotoUnlocked, test } from "./helpers/fixtures";
import { sidewaysOverflow } from "./helpers/overflow";

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
    expect(await sidewaysOverflow(page), path).toEqual([]);
  }
});

test("the phone check sees an element wider than the screen that the page clips @phone-only", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await gotoUnlocked(page, "/transactions/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.getElementById("main")!;
    main.style.overflowX = "hidden";
    const wide = document.createElement("div");
    wide.id = "too-wide";
    wide.style.width = "600px";
    wide.style.height = "10px";
    main.prepend(wide);
  });
  // The page itself does not scroll sideways (main clips it): the old check saw nothing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page)).toEqual([expect.stringMatching(/^div#too-wide "" spans \d+\.\.\d+ px of 390$/)]);
});
