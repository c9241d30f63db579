// By keys alone (see helpers/keyboard-spec.ts): the filters of /buy and /rent.
import type { Page } from "@playwright/test";
import { isoDateFromToday } from "./helpers/dates";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { arrowToNativeOption, tabAndPress, tabAndType, tabTo, typeDate } from "./helpers/keyboard";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";

configureKeyboardSpec();

test.describe("filters", () => {
  const buyCount = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });

  test("/buy: search, a select, the amenities disclosure and Clear filters, all by keys", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = page.getByRole("search", { name: "Residences for sale" });
    await expect(buyCount(page)).toHaveText("17 residences");

    await tabAndType(page, form.getByLabel("Search", { exact: true }), "miami", "miami", { max: 60 });
    await expect(buyCount(page)).toHaveText(/Showing \d+ of 17 residences/);

    await tabTo(page, form.getByLabel("Bedrooms", { exact: true }));
    await arrowToNativeOption(page, form.getByLabel("Bedrooms", { exact: true }), "3+ bedrooms");
    await expect(page).toHaveURL(/\?q=miami&beds=3$/);
    await expect(buyCount(page)).toHaveText("Showing 3 of 17 residences");

    const amenities = form.getByRole("button", { name: "Amenities" });
    await tabAndPress(page, amenities);
    await expect(amenities).toHaveAttribute("aria-expanded", "true");
    await tabAndPress(page, form.getByLabel("Private Pool"), "Space");
    await expect(form.getByLabel("Private Pool")).toBeChecked();
    await expect(page).toHaveURL(/amenity=private-pool/);
    await expect(buyCount(page)).toHaveText(/Showing \d+ of 17 residences/);

    await tabAndPress(page, page.getByRole("button", { name: /^Clear filters/ }), "Enter", { max: 60 });
    await expect(buyCount(page)).toHaveText("17 residences");
    await expect(page).toHaveURL(/\/buy\/$/);
    await expect(form.getByLabel("Search", { exact: true })).toHaveValue("");
  });

  test("/rent: location, check-in and check-out dates and an amenity, by keys; the stay is priced", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const form = page.getByRole("search", { name: "Residences to rent" });
    const results = page.getByRole("list", { name: "Residences to rent" }).getByRole("article");
    await expect(results).toHaveCount(3);

    await tabTo(page, form.getByLabel("Location", { exact: true }), { max: 60 });
    await arrowToNativeOption(page, form.getByLabel("Location", { exact: true }), "Miami Beach");
    await expect(page).toHaveURL(/where=miami-beach/);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText("Lagoon Villa");

    const checkIn = isoDateFromToday(30);
    const checkOut = isoDateFromToday(33);
    await tabTo(page, form.getByLabel("Check-in"));
    await typeDate(page, form.getByLabel("Check-in"), checkIn);
    await tabTo(page, form.getByLabel("Check-out"));
    await typeDate(page, form.getByLabel("Check-out"), checkOut);
    await expect(results.first()).toContainText("3 nights: $13,500");

    await tabAndPress(page, form.getByLabel("Ocean View"), "Space");
    await expect(form.getByLabel("Ocean View")).toBeChecked();
    await expect(page).toHaveURL(/amenity=ocean-view/);
    await expect(results).toHaveCount(1);
  });
});
