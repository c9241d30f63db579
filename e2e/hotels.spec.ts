import { brands, featuredProperty } from "../lib/catalogue/brands";
import { purchaseListings } from "../lib/catalogue/listings";
import { residences } from "../lib/catalogue/residences";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

test.describe("hotels page", () => {
  test("shows the hero, the featured property, every brand and the next steps", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/");
    await expect(page).toHaveTitle(/Hotel Brands/);
    await expect(page.getByRole("img", { name: /cluster of towers on Biscayne Bay at night/ })).toBeVisible();

    const featured = page.getByRole("region", { name: featuredProperty.name });
    await expect(featured.getByText(featuredProperty.locations[0]!)).toBeVisible();
    await expect(featured.getByText(featuredProperty.description)).toBeVisible();
    await expect(featured.getByText(String(featuredProperty.residenceCount), { exact: true })).toBeVisible();
    await expect(featured.getByText(featuredProperty.priceRange)).toBeVisible();
    for (const amenity of featuredProperty.amenities) await expect(featured.getByText(amenity, { exact: true })).toBeVisible();
    await expect(featured.getByRole("link", { name: "Purchase a Residence" })).toHaveAttribute("href", "/buy/?hotel=rosewood-miami-beach");

    const grid = page.getByRole("region", { name: "The houses we represent" });
    for (const brand of brands) {
      await expect(grid.getByRole("link", { name: brand.name, exact: true })).toHaveAttribute("href", route(`/hotels/${brand.slug}`));
    }
    await expect(page.getByRole("link", { name: "View Featured Residences" })).toHaveAttribute("href", route("/residences"));
    await expect(page.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", route("/about"));
    await expectNoAxeViolations(page);
  });

  test("the featured property's purchase link opens /buy with Rosewood preselected", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/");
    await page.getByRole("link", { name: "Purchase a Residence" }).click();
    await expect(page).toHaveURL(/\/buy\/\?hotel=rosewood-miami-beach$/);
    await expect(page.getByRole("search", { name: "Residences for sale" }).getByLabel("Brand", { exact: true })).toHaveValue(
      "rosewood-miami-beach",
    );
    await expect(page.getByRole("list", { name: "Residences for sale" }).getByRole("article")).toHaveCount(1);
  });

  test("a brand card opens its brand page", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/");
    await page.getByRole("region", { name: "The houses we represent" }).getByRole("link", { name: "Bulgari", exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\/bulgari\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bulgari");
  });
});

test.describe("brand pages", () => {
  test("every brand has its page with story, places, residences and a way to buy", async ({ page }) => {
    // Every brand's page in turn: one page's steps each, but a dozen pages.
    test.slow();
    for (const brand of brands) {
      const response = await gotoUnlocked(page, `/hotels/${brand.slug}/`);
      expect(response?.status(), brand.slug).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`${brand.name} Residences`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.name);
      const hero = page.getByRole("region", { name: brand.name, exact: true });
      await expect(hero.getByText(brand.dramaticDescription)).toBeVisible();
      await expect(hero.getByText(brand.locations.join(" · "), { exact: true })).toBeVisible();
      await expect(hero.getByText(String(brand.residenceCount), { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: brand.imageAlt })).toHaveAttribute("fetchpriority", "high");
      const listings = purchaseListings.filter((listing) => listing.brandSlug === brand.slug);
      await expect(page.getByRole("region", { name: `${brand.name} residences for sale` }).getByRole("article")).toHaveCount(
        listings.length,
      );
      const units = residences.filter((residence) => residence.brandSlug === brand.slug);
      await expect(page.getByRole("region", { name: "Featured units" }).getByRole("article")).toHaveCount(units.length);
      const buy = page.getByRole("link", { name: `Browse ${brand.name} Residences` });
      await expect(buy).toHaveCount(2);
      await expect(buy.first()).toHaveAttribute("href", `/buy/?hotel=${brand.slug}`);
    }
  });

  test("a brand page with featured units passes axe and its call to action filters /buy", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/aman/");
    await expect(page.getByRole("region", { name: "Featured units" }).getByRole("article")).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Browse Aman Residences" }).last().click();
    await expect(page).toHaveURL(/\/buy\/\?hotel=aman$/);
    await expect(page.getByRole("list", { name: "Residences for sale" }).getByRole("heading")).toHaveText(["Aman Miami Beach"]);
  });

  test("Rosewood's page is where its listing's Details lead, and passes axe", async ({ page }) => {
    await gotoUnlocked(page, "/buy/?hotel=rosewood-miami-beach");
    await page.getByRole("link", { name: "Details: Rosewood Miami Beach" }).click();
    await expect(page).toHaveURL(/\/hotels\/rosewood-miami-beach\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rosewood");
    await expect(page.getByRole("link", { name: "Make Offer: Rosewood Miami Beach" })).toHaveAttribute(
      "href",
      "/make-offer/?listing=rosewood-miami-beach",
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown brand is the 404 page", async ({ page }) => {
    const response = await gotoUnlocked(page, "/hotels/no-such-brand/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });
});
