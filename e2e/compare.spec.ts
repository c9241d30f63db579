import { expect, expectNoAxeViolations, gotoUnlocked, test, unlock } from "./helpers/fixtures";
import { EVERY_ROW, columnNames, pressToggle, rowCells, rowHeader, storedList, table, toggle, tray } from "./helpers/compare";

const THREE = ["Aman Miami Beach", "St. Regis Aspen", "Edition West Hollywood"];
const THREE_IDS = ["listing:aman-miami-beach", "listing:st-regis-aspen", "listing:edition-west-hollywood"];

test.describe("compare", () => {
  test("three residences from /buy and a property page: the tray, every row, a reload, a removal and a shared link", async ({ page }) => {
    test.slow(); // three pages, a reload, a second browser and three axe scans
    await gotoUnlocked(page, "/buy/");
    await pressToggle(page, "Aman Miami Beach", true);
    await expect(tray(page)).toHaveAccessibleName("Compare 1 of 4");
    await pressToggle(page, "St. Regis Aspen", true);
    await expect(tray(page)).toHaveAccessibleName("Compare 2 of 4");
    await expect(tray(page).getByRole("listitem")).toHaveText(["Aman Miami Beach", "St. Regis Aspen"]);
    await expectNoAxeViolations(page);

    // The tray follows to a property page, where the third is added.
    await page.goto("/edition-west-hollywood/");
    await expect(tray(page)).toHaveAccessibleName("Compare 2 of 4");
    await pressToggle(page.getByRole("complementary", { name: "Starting From" }), "Edition West Hollywood", true);
    await expect(tray(page)).toHaveAccessibleName("Compare 3 of 4");
    expect(await storedList(page)).toEqual(THREE_IDS);

    await tray(page).getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(`/compare/?ids=${THREE_IDS.join(",")}`);
    await expect(columnNames(page)).toHaveText(THREE);
    await expect(tray(page)).toHaveCount(0); // /compare is the comparison itself
    for (const label of EVERY_ROW) await expect(rowCells(page, label), label).toHaveCount(3);
    await expect(table(page).getByRole("rowheader", { name: "Services", exact: true })).toBeVisible();

    await expect(rowCells(page, "Price")).toHaveText(["$8,500,000", "$6,200,000", "$4,800,000Best"]);
    await expect(rowCells(page, "Price per sq ft").nth(1)).toHaveText("$1,631.58 per sq ftBest");
    await expect(rowCells(page, "Estimated net yield")).toHaveText(["1.08%", "1.99%Best", "No programme"]);
    await expect(rowCells(page, "Monthly cost of ownership").nth(2)).toContainText("Best");
    await expect(rowHeader(page, "Price per sq ft")).toHaveAccessibleName("Price per sq ft Lower is better Differs");
    await expect(rowHeader(page, "Brand")).toHaveAccessibleName("Brand Differs");
    await expect(rowHeader(page, "24-hour concierge")).toHaveAccessibleName("24-hour concierge");
    await expect(page.getByText(/Illustrative estimates from sample facts/)).toBeVisible();
    await expect(page.getByText(/30-year mortgage at 6.5% with 30% down/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(columnNames(page)).toHaveText(THREE);
    await expect(rowCells(page, "Estimated net yield")).toHaveCount(3);

    // Removing one takes it out of the page, the address and the list.
    await table(page).getByRole("button", { name: "Remove St. Regis Aspen from the comparison" }).click();
    await expect(columnNames(page)).toHaveText(["Aman Miami Beach", "Edition West Hollywood"]);
    await expect(page).toHaveURL("/compare/?ids=listing:aman-miami-beach,listing:edition-west-hollywood");
    await expect(page.getByRole("heading", { name: "2 residences side by side" })).toBeFocused();
    expect(await storedList(page)).toEqual(["listing:aman-miami-beach", "listing:edition-west-hollywood"]);
    await expect(rowCells(page, "Price")).toHaveText(["$8,500,000", "$4,800,000Best"]);

    // The address shows the same comparison in a browser that has no list.
    const shared = page.url();
    const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const stranger = await other.newPage();
    await unlock(stranger);
    await stranger.goto(shared);
    await expect(columnNames(stranger)).toHaveText(["Aman Miami Beach", "Edition West Hollywood"]);
    await expect(rowCells(stranger, "Price")).toHaveText(["$8,500,000", "$4,800,000Best"]);
    // It can become that browser's list.
    await stranger.getByRole("button", { name: "Keep these in my compare tray" }).click();
    expect(await storedList(stranger)).toEqual(["listing:aman-miami-beach", "listing:edition-west-hollywood"]);
    await expect(stranger.getByRole("button", { name: "Keep these in my compare tray" })).toHaveCount(0);
    await other.close();
  });

  test("a featured unit and a listing side by side; the toggles read the list after a reload @phone", async ({ page }) => {
    test.slow(); // two list pages, a reload and the comparison: 29 s on two cores
    await gotoUnlocked(page, "/residences/");
    await pressToggle(page, "The Aman Penthouse, Aman Miami Beach", true);
    await page.goto("/buy/");
    await pressToggle(page, "Cipriani Residences", true);
    await page.reload();
    await expect(toggle(page, "Cipriani Residences")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "false");
    await expect(tray(page)).toHaveAccessibleName("Compare 2 of 4");
    await expectNoAxeViolations(page);

    await tray(page).getByRole("link", { name: "Compare (2)" }).click();
    await expect(columnNames(page)).toHaveText(["The Aman Penthouse, Aman Miami Beach", "Cipriani Residences"]);
    // One yield beside a residence without a programme has nothing to beat: no "Best".
    await expect(rowCells(page, "Estimated net yield")).toHaveText(["-1.39%", "No programme"]);
    await expectNoAxeViolations(page);
    if ((page.viewportSize()?.width ?? 0) >= 640) return;
    // At 390 px the table scrolls sideways in a labelled region, its first column in place.
    const region = page.getByRole("region", { name: "Comparison table (scrolls sideways)" });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const label = rowHeader(page, "Price");
    const before = await label.boundingBox();
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
  });
});
