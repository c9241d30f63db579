// /residences' filters (building, status, rental programme, hotel services) and its sort: each
// narrows or orders the units, says what each choice would leave, and lives in the URL.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { choice, expectCount, openPanel, openShared } from "./helpers/fact-filters";

// Each test scans the whole /buy or /residences list with axe (2,600 elements, about 8 s on two
// cores) more than once, besides its steps: the default 30 s would measure the machine, not the page.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByRole("search", { name: "Filter featured residences" });
const units = (page: Page) => page.locator("#main").getByRole("article");
const count = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });
/** "Residence 3A", "Villa 7"...: the unit labels, in the order shown. */
const unitLabels = (page: Page) =>
  units(page)
    .locator("h3 + p")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.split(" ·")[0]?.trim() ?? ""));
const buildings = (page: Page) => page.locator("#main section[aria-labelledby^='building-'] h2").allTextContents();

test.describe("searching the featured residences", () => {
  test("building, status, programme and services each narrow the units, with a count on every choice", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    await expect(units(page)).toHaveCount(16);
    const filters = form(page);
    await openPanel(filters, "Hotel services");
    await expect(filters.getByText(/illustrative sample values/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expectCount(filters, "radio", "Off-plan", 4);
    await expectCount(filters, "radio", "Ready to move in", 12);
    await expectCount(filters, "radio", "Rental pool", 8);
    await expectCount(filters, "radio", "Per unit", 8);

    await choice(filters, "radio", "Ready to move in").check();
    await expect(page).toHaveURL(/\/residences\/\?status=ready$/);
    await expect(count(page)).toHaveText("Showing 12 of 16 residences");
    await expect
      .poll(() => buildings(page))
      .toEqual(["Ritz-Carlton Residences Miami Beach", "Four Seasons Private Residences Beverly Hills", "St. Regis Aspen Residences"]);
    await expectCount(filters, "radio", "Per unit", 4);
    await expectCount(filters, "checkbox", "Private beach or club", 0);

    await choice(filters, "radio", "Per unit").check();
    await expect(page).toHaveURL(/\?status=ready&programme=per-unit$/);
    await expect.poll(() => buildings(page)).toEqual(["Four Seasons Private Residences Beverly Hills"]);
    await expect(units(page)).toHaveCount(4);

    await page.getByRole("button", { name: /^Clear filters/ }).click();
    await expect(units(page)).toHaveCount(16);
    await choice(filters, "checkbox", "Kids' club").check();
    await expect(page).toHaveURL(/\?service=kids-club$/);
    await expect(count(page)).toHaveText("Showing 8 of 16 residences");
    await choice(filters, "checkbox", "Private beach or club").check();
    await expect(page.getByRole("heading", { name: "No residences match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear all filters" }).click();

    const building = filters.getByLabel("Building", { exact: true });
    await expect(building.locator("option", { hasText: "Aman Miami Beach (4)" })).toHaveCount(1);
    await building.selectOption("st-regis-aspen");
    await expect(page).toHaveURL(/\?building=st-regis-aspen$/);
    await expect.poll(() => buildings(page)).toEqual(["St. Regis Aspen Residences"]);
    await expectCount(filters, "radio", "Off-plan", 0);
    await expectNoAxeViolations(page);
  });

  test("a sort shows the units in one list in that order", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    const sort = page.getByLabel("Sort by", { exact: true });
    await expect(sort).toHaveValue("");
    await sort.selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/\/residences\/\?sort=price-desc$/);
    await expect(page.getByRole("list", { name: "Featured residences" })).toBeVisible();
    await expect.poll(async () => (await unitLabels(page)).slice(0, 3)).toEqual(["Penthouse PH1", "Penthouse 12", "Residence 10"]);
    await sort.selectOption({ label: "Price: low to high" });
    await expect.poll(async () => (await unitLabels(page)).slice(0, 2)).toEqual(["Residence 2A", "Residence 204"]);
    await sort.selectOption({ label: "Price per sq ft: low to high" });
    await expect.poll(async () => (await unitLabels(page)).slice(0, 2)).toEqual(["Residence 2A", "Residence 4D"]);
    await sort.selectOption({ label: "Monthly holding cost: low to high" });
    await expect.poll(async () => (await unitLabels(page)).slice(0, 3)).toEqual(["Residence 204", "Residence 312", "Chalet B"]);
    await sort.selectOption({ label: "Completion: newest first" });
    await expect
      .poll(async () => (await unitLabels(page)).slice(0, 5))
      .toEqual(["Residence 3A", "Residence 5C", "Residence 8B", "Penthouse 12", "Residence 2A"]);
    await expectNoAxeViolations(page);

    await sort.selectOption("");
    await expect(page).toHaveURL(/\/residences\/$/);
    await expect(page.getByRole("list", { name: "Featured residences" })).toHaveCount(0);
    await expect.poll(() => buildings(page)).toHaveLength(4);
  });

  test("the filters and the sort survive a reload and a shared link", async ({ page, context }) => {
    await gotoUnlocked(page, "/residences/");
    const filters = form(page);
    await choice(filters, "radio", "Rental pool").check();
    await openPanel(filters, "Hotel services");
    await choice(filters, "checkbox", "Kids' club").check();
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/\/residences\/\?programme=pooled&service=kids-club&sort=price-asc$/);
    const expected = [
      "Residence 2A",
      "Residence 204",
      "Residence 4D",
      "Residence 312",
      "Villa 7",
      "Chalet B",
      "Penthouse 9",
      "Penthouse 501",
    ];
    await expect.poll(() => unitLabels(page)).toEqual(expected);

    await page.reload();
    await expect(count(page)).toHaveText("Showing 8 of 16 residences");
    await expect.poll(() => unitLabels(page)).toEqual(expected);
    await expect(choice(filters, "radio", "Rental pool")).toBeChecked();
    await expect(choice(filters, "checkbox", "Kids' club")).toBeChecked();

    const shared = await openShared(context, page.url());
    await expect(count(shared)).toHaveText("Showing 8 of 16 residences");
    await expect.poll(() => unitLabels(shared)).toEqual(expected);
    await expect(shared.getByLabel("Sort by", { exact: true })).toHaveValue("price-asc");

    const hostile = await openShared(context, `/residences/?building=${encodeURIComponent("<b>x</b>")}&status=off-plan&operator=aman`);
    await expect(hostile.getByText("Part of your link was not recognised, so those filters were left out.")).toBeVisible();
    await expect(units(hostile)).toHaveCount(4);
  });
});
