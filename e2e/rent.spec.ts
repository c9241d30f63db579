import { isoDateFromToday } from "./helpers/dates";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { expectEmptySubmitErrors, expectReceived, fillContact, openRequestDialog } from "./helpers/request-forms";
import type { Page } from "@playwright/test";

const results = (page: Page) => page.getByRole("list", { name: "Residences to rent" }).getByRole("article");
const count = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });
const filters = (page: Page) => page.getByRole("search", { name: "Residences to rent" });
const names = (page: Page) => results(page).getByRole("heading", { level: 3 }).allTextContents();

test.describe("rent page", () => {
  test("opens on Find a Residence with the three rentals", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    await expect(page).toHaveTitle(/Rent a Residence/);
    await expect(
      page.getByRole("img", {
        name: "Illustration of a timber chalet below snowy peaks at dusk, its windows lit among snow-covered pines",
      }),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Find a Residence" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "List Yours" })).toHaveAttribute("aria-selected", "false");
    await expect(results(page)).toHaveCount(3);
    await expect(count(page)).toHaveText("3 residences");

    const villa = results(page).filter({ hasText: "Lagoon Villa" });
    // The rate is also written in every other currency, hidden unless chosen: what shows is its innerText.
    await expect(villa).toContainText("$4,500 per night", { useInnerText: true });
    await expect(villa).toContainText("Up to 6");
    for (const amenity of ["Ocean View", "Private Pool", "Chef's Kitchen", "Daily Housekeeping", "Airport Transfer", "High-Speed Wi-Fi"]) {
      await expect(villa.getByRole("listitem").filter({ hasText: amenity })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("the Aspen sample is clearly unavailable", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const aspen = results(page).filter({ hasText: "Ajax Chalet" });
    await expect(aspen.getByText("Unavailable", { exact: true }).first()).toBeVisible();
    await expect(aspen.getByRole("button", { name: /^Book with Card/ })).toHaveAttribute("aria-disabled", "true");
    await expect(aspen).toHaveAccessibleDescription(/^Unavailable\s+Not taking bookings at the moment\.$/);
    const villa = results(page).filter({ hasText: "Lagoon Villa" });
    await expect(villa.getByRole("button", { name: /^Book with Card/ })).not.toHaveAttribute("aria-disabled", "true");
  });
});

test.describe("finding a rental", () => {
  test("location, guests and amenities filter the rentals", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const form = filters(page);
    await form.getByLabel("Location", { exact: true }).selectOption({ label: "Aspen" });
    expect(await names(page)).toEqual(["Ajax Chalet at St. Regis Aspen"]);
    await expect(page).toHaveURL(/\/rent\/\?where=aspen$/);
    await form.getByLabel("Location", { exact: true }).selectOption("");

    // A rental whose capacity is below the guests chosen is hidden: the villa takes 6.
    await form.getByLabel("Guests", { exact: true }).selectOption({ label: "8+ guests" });
    expect(await names(page)).toEqual(["Canyon Residence at Four Seasons Beverly Hills", "Ajax Chalet at St. Regis Aspen"]);
    await form.getByLabel("Guests", { exact: true }).selectOption({ label: "6 guests" });
    await expect(results(page)).toHaveCount(3);
    await form.getByLabel("Guests", { exact: true }).selectOption("");

    await form.getByLabel("Hot Tub").check();
    await expect(results(page)).toHaveCount(2);
    await form.getByLabel("Fireplace").check();
    expect(await names(page)).toEqual(["Ajax Chalet at St. Regis Aspen"]);
    await expect(page).toHaveURL(/\?amenity=hot-tub&amenity=fireplace$/);
    await expect(count(page)).toHaveText("Showing 1 of 3 residences");

    await form.getByLabel("Ocean View").check();
    await expect(page.getByRole("heading", { name: "No residences match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(results(page)).toHaveCount(3);
    await expect(form.getByLabel("Hot Tub")).not.toBeChecked();
    await expect(page).toHaveURL(/\/rent\/$/);
  });

  test("check-out must come after check-in, said by the field; a valid stay is priced", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const form = filters(page);
    const checkIn = form.getByLabel("Check-in");
    const checkOut = form.getByLabel("Check-out");
    await checkIn.fill(isoDateFromToday(20));
    await checkOut.fill(isoDateFromToday(18));
    await expect(checkOut).toHaveAttribute("aria-invalid", "true");
    await expect(checkOut).toHaveAccessibleDescription("Error: Check-out must be after check-in");
    await expect(form.getByText("Check-out must be after check-in")).toBeVisible();
    await expect(page.getByText(/nights:/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await checkOut.fill(isoDateFromToday(27));
    await expect(checkOut).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Check-out must be after check-in")).toHaveCount(0);
    await expect(results(page).filter({ hasText: "Lagoon Villa" })).toContainText("7 nights: $31,500");
    await expect(results(page).filter({ hasText: "Canyon Residence" })).toContainText("7 nights: $47,600");
    // The unavailable chalet is not priced.
    await expect(
      results(page)
        .filter({ hasText: "Ajax Chalet" })
        .getByText(/nights:/),
    ).toHaveCount(0);

    await checkIn.fill(isoDateFromToday(-1));
    await expect(checkIn).toHaveAccessibleDescription("Error: Check-in must be today or in the future");
  });

  test("the search and the tab survive a reload; the tab is in the URL hash", async ({ page }) => {
    const checkIn = isoDateFromToday(10);
    const checkOut = isoDateFromToday(12);
    await gotoUnlocked(page, `/rent/?where=beverly-hills&checkin=${checkIn}&checkout=${checkOut}&guests=4`);
    const form = filters(page);
    await expect(form.getByLabel("Location", { exact: true })).toHaveValue("beverly-hills");
    await expect(form.getByLabel("Check-in")).toHaveValue(checkIn);
    await expect(form.getByLabel("Guests", { exact: true })).toHaveValue("4");
    expect(await names(page)).toEqual(["Canyon Residence at Four Seasons Beverly Hills"]);
    await expect(results(page).first()).toContainText("2 nights: $13,600");

    await page.getByRole("tab", { name: "List Yours" }).click();
    await expect(page).toHaveURL(/#list-yours$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "List Yours" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Sync with Hotel" })).toBeVisible();

    await page.getByRole("tab", { name: "Find a Residence" }).click();
    await expect(page).not.toHaveURL(/#/);
    await expect(filters(page).getByLabel("Check-out")).toHaveValue(checkOut);
    expect(await names(page)).toEqual(["Canyon Residence at Four Seasons Beverly Hills"]);
  });

  test("unknown and hostile values in the link are ignored safely", async ({ page, dialogs }) => {
    await gotoUnlocked(
      page,
      `/rent/?where=${encodeURIComponent("<script>window.__xss=1</script>")}&guests=3&checkin=2026-02-30&amenity=${"x".repeat(10_000)}#${encodeURIComponent("<img src=x>")}`,
    );
    await expect(page.getByText("Part of your link was not recognised")).toBeVisible();
    await expect(results(page)).toHaveCount(3);
    await expect(page.getByRole("tab", { name: "Find a Residence" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('#main img[src="x"], #main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("listing a residence", () => {
  test("List Yours offers Sync with Hotel and Manual Listing, with three benefits", async ({ page }) => {
    await gotoUnlocked(page, "/rent/#list-yours");
    await expect(page.getByRole("tab", { name: "List Yours" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Login to Sync" })).toHaveAttribute("href", route("/login"));
    await expect(page.getByRole("button", { name: "Create Listing" })).toBeVisible();
    const benefits = page.getByRole("region", { name: "Why list with us" }).getByRole("listitem");
    await expect(benefits).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test("Create Listing opens the listing form: errors when empty, saved when complete", async ({ page }) => {
    await gotoUnlocked(page, "/rent/#list-yours");
    const dialog = await openRequestDialog(page, page.getByRole("button", { name: "Create Listing" }), "List your residence");
    await expectEmptySubmitErrors(dialog, "Submit Listing", [
      "Enter the property name",
      "Enter the location of the residence",
      "Enter the number of bedrooms",
      "Enter the nightly rate",
      "Enter your full name",
      "Enter your email address",
      "Enter your phone number",
      "Enter a description of the residence",
    ]);
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Property name").fill("Oceanfront Residence 12B");
    await dialog.getByLabel("Location").fill("Miami Beach");
    await dialog.getByLabel("Bedrooms").fill("3");
    await dialog.getByLabel("Nightly rate").fill("$3,200");
    await fillContact(dialog);
    await dialog.getByLabel("Description").fill("Three bedrooms over the sea, with the hotel's housekeeping.");
    await dialog.getByRole("button", { name: "Submit Listing" }).click();
    await expectReceived(dialog, "a residence to rent");
  });
});
