import { ada } from "./helpers/accounts";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { main, waitUntilLoaded } from "./helpers/page";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

test("owners: hero, solution, pillars, steps, benefits, features and the ways to start", async ({ page }) => {
  await gotoUnlocked(page, "/owners/");
  await expect(page).toHaveTitle(/^For Hotel Owners/);
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
  const hero = main(page).locator("section").first();
  const heroImage = hero.getByRole("img");
  await expect(heroImage).toHaveAttribute("src", /\/art\/scenes\/owners-hero/);
  await expect(heroImage).toHaveAttribute("alt", /\w{10,}/);

  await expect(main(page).getByRole("heading", { name: "Sell residences the way you sell rooms" })).toBeVisible();
  for (const name of ["Target", "Amplify", "Profit", "Sync", "List", "Earn"]) {
    await expect(main(page).getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  const benefits = main(page).locator("section", { has: page.getByRole("heading", { name: "Built around your brand" }) });
  await expect(benefits.getByRole("listitem")).toHaveCount(4);
  await expect(main(page).getByRole("list", { name: "Platform features" }).getByRole("listitem")).toHaveCount(6);

  for (const name of ["Create Your Owner Profile", "Create Owner Profile"]) {
    await expect(main(page).getByRole("link", { name })).toHaveAttribute("href", "/login/?tab=new&role=seller");
  }
  await expect(main(page).getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
    "href",
    /^mailto:concierge@aurumresidences\.com/,
  );
  await expectNoAxeViolations(page);

  await main(page).getByRole("link", { name: "Create Your Owner Profile" }).click();
  await expect(page).toHaveURL(/\/login\/\?tab=new&role=seller$/);
  await waitUntilLoaded(page);
  await expect(page.getByRole("radio", { name: /^Seller/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Create Seller Account" })).toBeVisible();
});

test("the fee calculator shows the owner's 3% and the platform fee in each roadmap phase", async ({ page }) => {
  await gotoUnlocked(page, "/owners/");
  const calculator = main(page).locator("section", { has: page.getByRole("heading", { name: "What a sale earns you" }) });
  const price = calculator.getByLabel("Sale price");
  const commission = calculator.getByLabel("Broker commission");
  await expect(price).toHaveValue("$8,500,000");
  await expect(calculator.getByRole("status")).toHaveText("$255,000");

  await price.fill("$10,000,000");
  await commission.fill("6%");
  await expect(calculator.getByRole("status")).toHaveText("$300,000");
  const rows = calculator.getByRole("table", { name: "Platform fee on this sale" }).getByRole("row");
  await expect(rows.filter({ hasText: "Phase 1" }).getByRole("cell")).toHaveText("$18,000");
  await expect(rows.filter({ hasText: "Phase 2" }).getByRole("cell")).toHaveText("$200,000");
  await expect(rows.filter({ hasText: "Phase 3" }).getByRole("cell")).toHaveText("Not priced yet");
  await expect(rows.filter({ hasText: "Phase 1" })).toContainText("0-6 months");

  await price.fill("ten million");
  await expect(calculator.getByText("Enter a sale price in dollars, like $8,500,000")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await commission.fill("150");
  await expect(calculator.getByText("Enter the broker commission as a percentage, like 5%")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("signed in (a Seller)", () => {
  test.use({ storageState: savedSignIn("seller") });

  test("Schedule Consultation opens a validated request, pre-filled for a signed-in person, and saves it", async ({ page }) => {
    test.slow();
    await gotoUnlocked(page, "/owners/");
    await main(page).getByRole("button", { name: "Schedule Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a consultation" });
    await expect(dialog).toContainText("Hotel owner partnership");
    await expect(dialog.getByLabel(/^Full name/)).toHaveValue("Ada Lovelace");
    await expect(dialog.getByLabel(/^Email/)).toHaveValue(ada.email);
    await expect(dialog.getByLabel(/^Phone/)).toHaveValue(ada.phone);
    await expectNoAxeViolations(page);

    await dialog.getByLabel(/^Full name/).fill("");
    await dialog.getByRole("button", { name: "Request Consultation" }).click();
    await expect(dialog.getByRole("alert").getByRole("button", { name: "Enter your full name" })).toBeVisible();
    await dialog.getByLabel(/^Full name/).fill("Ada Lovelace");
    await dialog.getByLabel(/^Preferred date/).fill("2026-12-02");
    await dialog.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Request received" })).toBeVisible();
    const [request] = await storedRecords<Record<string, unknown>>(page, "requests");
    expect(request).toMatchObject({
      kind: "consultation",
      subject: "Hotel owner partnership",
      data: { name: "Ada Lovelace", preferredDate: "2026-12-02" },
    });
  });
});

test("the owners page is reachable from the main navigation", async ({ page }) => {
  await gotoUnlocked(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Owners" })).toHaveAttribute(
    "href",
    route("/owners"),
  );
});
