import { purchaseListings } from "../lib/catalogue/listings";
import { propertyPages } from "../lib/catalogue/properties";
import { isoDateFromToday } from "./helpers/dates";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { expectEmptySubmitErrors, expectReceived, fillContact, openRequestDialog } from "./helpers/request-forms";

const money = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;
const range = ({ min, max }: { min: number; max: number }, unit = "") =>
  (min === max ? min.toLocaleString("en-US") : `${min.toLocaleString("en-US")}–${max.toLocaleString("en-US")}`) + unit;

test.describe("property pages", () => {
  test("all sixteen render with their story, details, price and actions", async ({ page }) => {
    test.slow(); // sixteen full page loads in one test
    expect(propertyPages).toHaveLength(16);
    for (const property of propertyPages) {
      const response = await gotoUnlocked(page, `/${property.slug}/`);
      expect(response?.status(), property.slug).toBe(200);
      await expect(page).toHaveTitle(new RegExp(property.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(property.name);
      await expect(page.getByText(property.tagline)).toBeVisible();
      await expect(page.getByRole("img", { name: property.imageAlt })).toHaveAttribute("fetchpriority", "high");
      await expect(page.getByText(property.description)).toBeVisible();
      for (const item of [...property.amenities, ...property.features]) {
        await expect(page.getByRole("listitem").filter({ hasText: item }).first()).toBeVisible();
      }
      const summary = page.getByRole("complementary", { name: "Starting From" });
      await expect(summary).toContainText(money(property.startingPriceCents / 100));
      await expect(summary).toContainText(`Bedrooms${range(property.beds)}`);
      await expect(summary).toContainText(`Bathrooms${range(property.baths)}`);
      await expect(summary).toContainText(`Living area${range(property.sqft, " sq ft")}`);
      await expect(summary.getByRole("button", { name: "Schedule Private Tour" })).toBeVisible();

      const sold = purchaseListings.find((listing) => listing.id === property.listingId)?.sold === true;
      const offer = summary.getByRole("link", { name: "Make Offer" });
      if (sold) {
        await expect(offer).toHaveCount(0);
        await expect(summary).toContainText("Sold");
      } else {
        await expect(offer).toHaveAttribute("href", `/make-offer/?listing=${property.listingId}`);
      }

      const maps = summary.getByRole("link", { name: "View on Maps (opens in a new tab)" });
      await expect(maps).toHaveAttribute("target", "_blank");
      await expect(maps).toHaveAttribute("rel", "noopener noreferrer");
      const href = new URL((await maps.getAttribute("href")) ?? "");
      expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/");
      expect(href.searchParams.get("query")).toContain(property.name);
    }
  });

  test("Aman Miami Beach shows its ranges and facts, and passes axe", async ({ page }) => {
    await gotoUnlocked(page, "/aman-miami-beach/");
    const summary = page.getByRole("complementary", { name: "Starting From" });
    await expect(summary).toContainText("$8,500,000");
    await expect(summary).toContainText("Bedrooms2–4");
    await expect(summary).toContainText("Bathrooms3–5");
    await expect(summary).toContainText("Living area2,400–4,200 sq ft");
    await expect(page.getByText("At most 22 branded residences")).toBeVisible();
    await expect(page.getByRole("link", { name: "Aman", exact: true })).toHaveAttribute("href", route("/hotels/aman"));
    await expectNoAxeViolations(page);
  });

  test("the sold One Thousand Museum has no Make Offer and passes axe", async ({ page }) => {
    await gotoUnlocked(page, "/one-thousand-museum/");
    await expect(page.getByRole("link", { name: "Make Offer" })).toHaveCount(0);
    await expect(page.getByText("Sold: this residence is no longer taking offers.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("View on Maps opens the map search in a new tab", async ({ page, context }) => {
    await gotoUnlocked(page, "/st-regis-aspen/");
    // Keep the test off the network: answer the map search with a stub page.
    await context.route("https://www.google.com/**", (request) =>
      request.fulfill({ contentType: "text/html", body: "<title>Map</title>" }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /View on Maps/ }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get("query")).toBe("St. Regis Aspen, Aspen, Colorado");
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });
});

test.describe("Back", () => {
  test("goes back to the filtered purchase page it came from", async ({ page }) => {
    await gotoUnlocked(page, "/buy/?city=aspen");
    await page.getByRole("link", { name: "Details: St. Regis Aspen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("St. Regis Aspen");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/\?city=aspen$/);
    await expect(page.getByRole("list", { name: "Residences for sale" }).getByRole("article")).toHaveCount(1);
  });

  test("goes back to the previous page of the site, whichever it was", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    await page.getByRole("link", { name: "About Four Seasons Beverly Hills" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Four Seasons Beverly Hills");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/residences\/$/);
  });

  test("goes to /buy when the page was opened directly", async ({ page }) => {
    await gotoUnlocked(page, "/bulgari-dubai/");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Residences for sale" }).getByRole("article")).toHaveCount(17);
  });

  test("stays on the site when the visitor came from another one", async ({ page }) => {
    // The previous history entry belongs to another site (stubbed, so no network is used).
    await page.route("https://search.example/**", (request) =>
      request.fulfill({ contentType: "text/html", body: "<title>Results</title>" }),
    );
    await page.goto("https://search.example/results");
    await gotoUnlocked(page, "/faena-brickell/");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/$/);
  });
});

test("Schedule Private Tour opens the tour form: errors when empty, saved when complete", async ({ page }) => {
  await gotoUnlocked(page, "/four-seasons-beverly-hills/");
  const dialog = await openRequestDialog(page, page.getByRole("button", { name: "Schedule Private Tour" }), "Schedule a private tour");
  await expect(dialog).toContainText("Four Seasons Beverly Hills");
  await expectEmptySubmitErrors(dialog, "Request Tour", [
    "Enter a tour date",
    "Enter a tour time",
    "Choose how many people will attend",
    "Enter your full name",
    "Enter your email address",
    "Enter your phone number",
  ]);
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Date").fill(isoDateFromToday(7));
  await dialog.getByLabel("Time").fill("14:30");
  await dialog.getByRole("combobox", { name: /Party size/ }).click();
  await page.getByRole("option", { name: "2 people", exact: true }).click();
  await fillContact(dialog);
  await dialog.getByRole("button", { name: "Request Tour" }).click();
  await expectReceived(dialog, "Four Seasons Beverly Hills");
  await expect(page.getByRole("button", { name: "Schedule Private Tour" })).toBeFocused();
});

test("the root property route does not swallow other paths", async ({ page }) => {
  const response = await gotoUnlocked(page, "/no-such-residence/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  for (const [path, heading] of [
    ["/buy/", /Own a residence/],
    ["/residences/", /Featured Residences/],
    ["/evolution-timeline/", /Evolution Timeline/],
  ] as const) {
    expect((await gotoUnlocked(page, path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
