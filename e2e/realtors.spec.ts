import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { main } from "./helpers/page";
import { storedRecords } from "./helpers/store";

test("realtors: hero, 70/30 commission, five benefits, broker portal and the ways to start", async ({ page }) => {
  await gotoUnlocked(page, "/realtors/");
  await expect(page).toHaveTitle(/^Realtor Partnership/);
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main(page).locator("section").first().getByRole("img")).toHaveAttribute("src", /\/art\/scenes\/realtors-hero/);
  await expect(main(page).getByRole("heading", { name: "A 70/30 split in your favour" })).toBeVisible();
  const benefits = main(page).locator("section", { has: page.getByRole("heading", { name: "What partnership brings" }) });
  await expect(benefits.getByRole("listitem")).toHaveCount(5);
  await expect(main(page).getByRole("list", { name: "Broker portal features" }).getByRole("listitem")).toHaveCount(6);

  const apply = main(page).getByRole("link", { name: "Apply for Partnership" });
  await expect(apply).toHaveCount(2);
  for (const link of await apply.all()) await expect(link).toHaveAttribute("href", route("/realtor-application"));
  await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:concierge@aurumresidences\.com/);
  await expect(main(page).getByRole("button", { name: "Schedule Consultation" })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await apply.first().click();
  await expect(page).toHaveURL(/\/realtor-application\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner application" })).toBeVisible();
});

test("the commission calculator splits a commission 70/30 and reads $ text", async ({ page }) => {
  await gotoUnlocked(page, "/realtors/");
  const field = main(page).getByLabel("Commission on a sale");
  const yours = main(page).getByRole("definition").filter({ hasText: /^\$/ });
  await expect(field).toHaveValue("$250,000");
  await expect(yours).toHaveText(["$175,000", "$75,000"]);
  await field.fill("$1,000,001");
  await expect(yours).toHaveText(["$700,000.70", "$300,000.30"]);
  await field.fill("-5");
  await expect(main(page).getByText("Enter a commission in dollars, like $250,000")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Schedule Consultation saves a consultation request about the partnership", async ({ page }) => {
  await gotoUnlocked(page, "/realtors/");
  await main(page).getByRole("button", { name: "Schedule Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Schedule a consultation" });
  await expect(dialog).toContainText("Realtor partnership");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expect(dialog.getByRole("alert").getByRole("button")).toHaveText([
    "Enter your full name",
    "Enter your email address",
    "Enter your phone number",
  ]);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Full name/).fill("Marisol Vega");
  await dialog.getByLabel(/^Email/).fill("marisol@example.com");
  await dialog.getByLabel(/^Phone/).fill("305 555 0111");
  await dialog.getByLabel(/^Message/).fill("I cover Brickell and Miami Beach.");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByRole("dialog", { name: "Request received" })).toBeVisible();
  expect(await storedRecords(page, "requests")).toHaveLength(1);
});
