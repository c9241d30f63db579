// /buy's filters by residence facts (status, rental programme, services, operator) and its sort:
// each narrows or orders the list, says what each choice would leave, and lives in the URL.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { count, filters, names } from "./helpers/buy";
import { choice, expectCount, openPanel, openShared } from "./helpers/fact-filters";

// Each test scans the whole /buy or /residences list with axe (2,600 elements, about 8 s on two
// cores) more than once, besides its steps: the default 30 s would measure the machine, not the page.
test.describe.configure({ timeout: 90_000 });

test.describe("searching /buy by residence facts", () => {
  test("status, programme, services and operator each narrow the list, with a count on every choice", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = filters(page);
    await openPanel(form, "Amenities");
    await openPanel(form, "Residence facts");
    await expect(form.getByText(/illustrative sample values/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expectCount(form, "radio", "Ready to move in", 8);
    await expectCount(form, "radio", "Off-plan", 9);
    await expectCount(form, "radio", "Offered", 10);
    await expectCount(form, "radio", "None", 7);
    await expectCount(form, "checkbox", "Private beach or club", 3);

    await choice(form, "radio", "Off-plan").check();
    await expect(page).toHaveURL(/\/buy\/\?status=off-plan$/);
    await expect(count(page)).toHaveText("Showing 9 of 17 residences");
    // The other filters' counts now follow the off-plan choice.
    await expectCount(form, "radio", "Offered", 6);
    await expectCount(form, "radio", "None", 3);

    await choice(form, "radio", "None").check();
    await expect(page).toHaveURL(/\?status=off-plan&programme=none$/);
    await expect.poll(() => names(page)).toEqual(["Cipriani Residences", "Baccarat Residences", "The Residences at 1428 Brickell"]);
    await expect(form.getByRole("button", { name: /^Residence facts/ })).toContainText("(2)");

    // A choice that would leave nothing stays choosable and says so; choosing it says what to do.
    await expectCount(form, "checkbox", "Kids' club", 0);
    await choice(form, "checkbox", "Kids' club").check();
    await expect(count(page)).toHaveText("Showing 0 of 17 residences");
    await expect(page.getByRole("heading", { name: "No residences match" })).toBeVisible();
    await choice(form, "checkbox", "Kids' club").uncheck();

    await choice(form, "radio", "Any").first().check();
    await expect(page).toHaveURL(/\?programme=none$/);
    await choice(form, "checkbox", "Kids' club").check();
    await expect(page).toHaveURL(/\?programme=none&service=kids-club$/);
    await expect.poll(() => names(page)).toEqual(["Aston Martin Residences"]);

    await page.getByRole("button", { name: /^Clear filters/ }).click();
    await expect(count(page)).toHaveText("17 residences");
    const operator = form.getByLabel("Operator", { exact: true });
    await expect(operator.locator("option", { hasText: "Harbourline Residential Management (3)" })).toHaveCount(1);
    await operator.selectOption("harbourline-residential-management");
    await expect(page).toHaveURL(/\?operator=harbourline-residential-management$/);
    await expect.poll(() => names(page)).toEqual(["Baccarat Residences", "Mercedes-Benz Places", "Aston Martin Residences"]);
    await choice(form, "checkbox", "Kids' club").check();
    await expect.poll(() => names(page)).toEqual(["Mercedes-Benz Places", "Aston Martin Residences"]);
    await expectNoAxeViolations(page);
  });

  test("the sort orders the list by price, price per sq ft, holding cost and newest completion", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const sort = page.getByLabel("Sort by", { exact: true });
    await expect(sort).toHaveValue("");
    const first = async (n: number) => (await names(page)).slice(0, n);

    await sort.selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/\/buy\/\?sort=price-asc$/);
    await expect
      .poll(() => first(3))
      .toEqual(["The Residences at 1428 Brickell", "W Hotel & Residences Icon Brickell", "Aston Martin Residences"]);
    await sort.selectOption({ label: "Price: high to low" });
    await expect.poll(() => first(3)).toEqual(["Rosewood Miami Beach", "Four Seasons Beverly Hills", "Aman Miami Beach"]);
    await sort.selectOption({ label: "Price per sq ft: low to high" });
    await expect
      .poll(() => first(3))
      .toEqual(["The Residences at 1428 Brickell", "W Hotel & Residences Icon Brickell", "Ritz-Carlton Miami Beach"]);
    await sort.selectOption({ label: "Monthly holding cost: low to high" });
    await expect
      .poll(() => first(4))
      .toEqual(["The Residences at 1428 Brickell", "W Hotel & Residences Icon Brickell", "Aston Martin Residences", "Bulgari Dubai"]);
    await sort.selectOption({ label: "Completion: newest first" });
    await expect.poll(() => first(3)).toEqual(["Rosewood Miami Beach", "Mercedes-Benz Places", "Waldorf Astoria Hotel & Residences"]);
    await expect.poll(async () => (await names(page)).at(-1)).toBe("W Hotel & Residences Icon Brickell");

    // The sort applies to what the filters leave, and clearing the filters keeps it.
    await filters(page).getByLabel("City", { exact: true }).selectOption({ label: "Miami Beach" });
    await expect.poll(() => names(page)).toEqual(["Rosewood Miami Beach", "Aman Miami Beach", "Ritz-Carlton Miami Beach"]);
    await page.getByRole("button", { name: /^Clear filters/ }).click();
    await expect(page).toHaveURL(/\/buy\/\?sort=newest-completion$/);
    await expect(count(page)).toHaveText("17 residences");
    await sort.selectOption("");
    await expect(page).toHaveURL(/\/buy\/$/);
    await expect.poll(() => first(2)).toEqual(["Aman Miami Beach", "Ritz-Carlton Miami Beach"]);
  });

  test("the new filters and the sort survive a reload and a shared link", async ({ page, context }) => {
    await gotoUnlocked(page, "/buy/");
    const form = filters(page);
    await openPanel(form, "Residence facts");
    await choice(form, "radio", "Ready to move in").check();
    await choice(form, "radio", "Offered").check();
    await choice(form, "checkbox", "Hotel loyalty status").check();
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Price: high to low" });
    const url = /\/buy\/\?status=ready&programme=offered&service=loyalty-status&sort=price-desc$/;
    await expect(page).toHaveURL(url);
    const expected = ["Four Seasons Beverly Hills", "St. Regis Aspen", "Ritz-Carlton Miami Beach", "W Hotel & Residences Icon Brickell"];
    await expect.poll(() => names(page)).toEqual(expected);

    await page.reload();
    await expect(count(page)).toHaveText("Showing 4 of 17 residences");
    await expect.poll(() => names(page)).toEqual(expected);
    await expect(form.getByRole("button", { name: /^Residence facts/ })).toHaveAttribute("aria-expanded", "true");
    await expect(choice(form, "radio", "Ready to move in")).toBeChecked();
    await expect(choice(form, "checkbox", "Hotel loyalty status")).toBeChecked();
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("price-desc");

    const shared = await openShared(context, page.url());
    await expect(count(shared)).toHaveText("Showing 4 of 17 residences");
    await expect.poll(() => names(shared)).toEqual(expected);
    await expect(choice(filters(shared), "radio", "Offered")).toBeChecked();

    const byOperator = await openShared(context, "/buy/?operator=coral-way-property-services&status=off-plan");
    await expect.poll(() => names(byOperator)).toEqual(["The Residences at 1428 Brickell"]);
    await expect(filters(byOperator).getByLabel("Operator", { exact: true })).toHaveValue("coral-way-property-services");
    await expectNoAxeViolations(byOperator);
  });

  test("unknown and hostile values of the new parameters are ignored, the rest applied", async ({ page, dialogs }) => {
    const hostile = encodeURIComponent("<img src=x onerror=alert(1)>");
    await gotoUnlocked(
      page,
      `/buy/?status=${hostile}&programme=pooled&service=helipad&service=valet&operator=${hostile}&sort=random&city=aspen`,
    );
    await expect(page.getByText("Part of your link was not recognised, so those filters were left out.")).toBeVisible();
    await expect.poll(() => names(page)).toEqual(["St. Regis Aspen"]);
    await expect(choice(filters(page), "checkbox", "Valet parking")).toBeChecked();
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("");
    await expect(page.locator('#main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
