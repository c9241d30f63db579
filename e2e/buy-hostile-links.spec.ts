// The purchase page opened from hostile and unknown links (?hotel=, ?q=, ?beds=, ?city=): ignored safely, shown only as text.
import { expect, gotoUnlocked, test } from "./helpers/fixtures";
import { count, filters, results } from "./helpers/buy";

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
