import { residences } from "../lib/catalogue/residences";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { CONTACT, expectEmptySubmitErrors, expectReceived, fillContact, openRequestDialog } from "./helpers/request-forms";

const money = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

test.describe("featured residences", () => {
  test("shows the 16 units with every field, and the way on", async ({ page }) => {
    // Sixteen cards, a dozen checks each, then axe on the whole list.
    test.slow();
    await gotoUnlocked(page, "/residences/");
    await expect(page).toHaveTitle(/Featured Residences/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Featured Residences");
    const cards = page.locator("#main").getByRole("article");
    await expect(cards).toHaveCount(16);

    for (const residence of residences) {
      const card = cards
        .filter({ has: page.getByRole("heading", { name: residence.name, exact: true }) })
        .filter({ hasText: residence.unit });
      await expect(card, residence.id).toHaveCount(1);
      await expect(card.getByRole("img")).toHaveAttribute("alt", residence.imageAlt);
      await expect(card.getByText(residence.brand, { exact: true })).toBeVisible();
      await expect(card.getByText(money(residence.priceCents / 100))).toBeVisible();
      await expect(card).toContainText(`${residence.unit}`);
      await expect(card).toContainText(residence.building);
      await expect(card.getByText(residence.location, { exact: true })).toBeVisible();
      await expect(card).toContainText(`Beds${residence.bedrooms}`);
      await expect(card).toContainText(`Baths${residence.bathrooms}`);
      await expect(card).toContainText(`${residence.sqft.toLocaleString("en-US")} sq ft`);
      await expect(card.getByText(residence.description)).toBeVisible();
      for (const amenity of residence.amenities) await expect(card.getByRole("listitem").filter({ hasText: amenity })).toBeVisible();
      await expect(card.getByRole("button", { name: "Inquire Now" })).toBeVisible();
      await expect(card.getByRole("button", { name: "Request Details" })).toBeVisible();
    }
    // Fractional bathrooms are shown as they are.
    await expect(cards.filter({ hasText: "Residence 5C" })).toContainText("Baths3.5");

    await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", route("/about"));
    await expect(page.getByRole("link", { name: "Browse All Brands" })).toHaveAttribute("href", route("/hotels"));
    await expect(page.getByRole("link", { name: "About Aman Miami Beach" })).toHaveAttribute("href", route("/aman-miami-beach"));
    await expectNoAxeViolations(page);
  });

  test("Inquire Now opens the inquiry form for that unit: errors when empty, saved when complete", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    const card = page.getByRole("article").filter({ hasText: "Residence 3A" });
    const dialog = await openRequestDialog(page, card.getByRole("button", { name: "Inquire Now" }), "Inquire about this residence");
    await expect(dialog).toContainText("Residence 3A, Aman Miami Beach");
    await expectEmptySubmitErrors(dialog, "Send Inquiry", [
      "Enter your full name",
      "Enter your email address",
      "Enter your phone number",
      "Enter your message",
    ]);
    await expectNoAxeViolations(page);

    await fillContact(dialog);
    await dialog.getByLabel("Email").fill("not an email");
    await dialog.getByLabel("Message").fill("Could you send the floor plan?");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Enter an email address in the correct format");
    await dialog.getByLabel("Email").fill(CONTACT.email);
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expectReceived(dialog, "Residence 3A, Aman Miami Beach");
    await expect(card.getByRole("button", { name: "Inquire Now" })).toBeFocused();
  });

  test("Request Details opens the inquiry form too", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    const card = page.getByRole("article").filter({ hasText: "Penthouse 501" });
    const dialog = await openRequestDialog(page, card.getByRole("button", { name: "Request Details" }), "Inquire about this residence");
    await expect(dialog).toContainText("Penthouse 501, St. Regis Aspen Residences");
    await fillContact(dialog);
    await dialog.getByLabel("Message").fill("Please send the details.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expectReceived(dialog, "Penthouse 501, St. Regis Aspen Residences");
  });
});
