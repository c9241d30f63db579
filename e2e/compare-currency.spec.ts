// /compare in the currency and area unit chosen in the header (issue 15, part 4, with issue 16's compare).
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { columnNames, rowCells } from "./helpers/compare";
import { choose, shownCurrencies } from "./helpers/currency";

const IDS = ["listing:aman-miami-beach", "listing:st-regis-aspen"];

test("the comparison's prices, rates per area and areas follow the switch, and keep it after a reload", async ({ page }) => {
  await gotoUnlocked(page, `/compare/?ids=${IDS.join(",")}`);
  await expect(columnNames(page)).toHaveText(["Aman Miami Beach", "St. Regis Aspen"]);
  await expect(rowCells(page, "Price").first()).toHaveText("$8,500,000");
  await choose(page, { currency: "EUR", area: "m²" });
  await expect(rowCells(page, "Price").first()).toHaveText("≈ €7,310,000");
  await expect(rowCells(page, "Price per m²").first()).toHaveText(/^≈ €[\d,.]+ per m²/);
  await expect(rowCells(page, "Monthly cost of ownership").first()).toHaveText(/^≈ €[\d,.]+/);
  expect(await shownCurrencies(page.locator("#main"))).toEqual([]);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(rowCells(page, "Price").first()).toHaveText("≈ €7,310,000");
  await choose(page, { currency: "JPY", area: "sq ft" });
  await expect(rowCells(page, "Price").first()).toHaveText(/^≈ ¥[\d,]+$/);
  await expect(rowCells(page, "Price per sq ft").first()).toHaveText(/^≈ ¥[\d,]+ per sq ft/);
});
