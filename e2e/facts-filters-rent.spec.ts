// /rent's filters by the building's facts (operator, hotel services): each narrows the rentals,
// says what each choice would leave, and lives in the URL.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { choice, expectCount, openPanel, openShared } from "./helpers/fact-filters";

const filters = (page: Page) => page.getByRole("search", { name: "Residences to rent" });
const results = (page: Page) => page.getByRole("list", { name: "Residences to rent" }).getByRole("article");
const names = (page: Page) => results(page).getByRole("heading", { level: 3 }).allTextContents();
const count = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });

test.describe("searching rentals by their building's facts", () => {
  test("operator and services each narrow the rentals, with a count on every choice", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const form = filters(page);
    await openPanel(form, "Residence facts");
    await expect(form.getByText(/illustrative sample values/)).toBeVisible();
    // A nightly stay has no status or rental programme to choose.
    await expect(form.getByRole("group", { name: "Status" })).toHaveCount(0);
    await expect(form.getByRole("group", { name: "Rental programme" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expectCount(form, "checkbox", "Kids' club", 2);
    await expectCount(form, "checkbox", "24-hour concierge", 3);
    await choice(form, "checkbox", "Kids' club").check();
    await expect(page).toHaveURL(/\/rent\/\?service=kids-club$/);
    await expect.poll(() => names(page)).toEqual(["Lagoon Villa at Ritz-Carlton Miami Beach", "Ajax Chalet at St. Regis Aspen"]);

    const operator = form.getByLabel("Operator", { exact: true });
    await expect(operator.locator("option", { hasText: "Four Seasons Hotels and Resorts (0)" })).toHaveCount(1);
    await operator.selectOption("st-regis-hotels-and-resorts");
    await expect(page).toHaveURL(/\?service=kids-club&operator=st-regis-hotels-and-resorts$/);
    await expect.poll(() => names(page)).toEqual(["Ajax Chalet at St. Regis Aspen"]);
    await expect(results(page).first()).toContainText("Operated by St. Regis Hotels & Resorts.");

    await choice(form, "checkbox", "Kids' club").uncheck();
    await operator.selectOption("four-seasons-hotels-and-resorts");
    await expect.poll(() => names(page)).toEqual(["Canyon Residence at Four Seasons Beverly Hills"]);
    await expect(count(page)).toHaveText("Showing 1 of 3 residences");
    await expectNoAxeViolations(page);
  });

  test("they survive a reload and a shared link, with the other filters", async ({ page, context }) => {
    await gotoUnlocked(page, "/rent/?guests=8");
    const form = filters(page);
    await openPanel(form, "Residence facts");
    await choice(form, "checkbox", "Kids' club").check();
    await expect(page).toHaveURL(/\/rent\/\?guests=8&service=kids-club$/);
    await expect.poll(() => names(page)).toEqual(["Ajax Chalet at St. Regis Aspen"]);

    await page.reload();
    await expect.poll(() => names(page)).toEqual(["Ajax Chalet at St. Regis Aspen"]);
    await expect(choice(filters(page), "checkbox", "Kids' club")).toBeChecked();
    await expect(filters(page).getByRole("button", { name: /^Residence facts/ })).toHaveAttribute("aria-expanded", "true");

    const shared = await openShared(context, "/rent/?operator=the-ritz-carlton-hotel-company");
    await expect.poll(() => names(shared)).toEqual(["Lagoon Villa at Ritz-Carlton Miami Beach"]);
    await expect(filters(shared).getByLabel("Operator", { exact: true })).toHaveValue("the-ritz-carlton-hotel-company");

    const ignored = await openShared(context, "/rent/?status=off-plan&programme=offered&operator=aman");
    await expect(ignored.getByText("Part of your link was not recognised")).toBeVisible();
    await expect(results(ignored)).toHaveCount(3);
  });
});
