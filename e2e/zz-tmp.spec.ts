import { expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { waitUntilLoaded } from "./helpers/page";
for (const path of ["/buy/", "/rent/", "/residences/", "/aman-miami-beach/", "/"]) test(`tmp ${path}`, async ({ page }) => {
  test.slow();
  await gotoUnlocked(page, path);
  await waitUntilLoaded(page);
  const t = Date.now();
  await expectNoAxeViolations(page);
  console.log(path, "axe", Date.now() - t, "ms", await page.evaluate(() => document.querySelectorAll("*").length));
});
