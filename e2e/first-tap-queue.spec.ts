// Several presses before the page has hydrated all count, in the order they were made
// (lib/first-paint/early-input-script.ts holds one entry per control and replays them once React owns each).
// Deterministic: every framework chunk waits until the test lets it through, so each press lands
// before hydration; first-tap.spec.ts and first-tap-forms.spec.ts cover the same at real timings
// (the realtor application's radio, then its State list, was their flaky case: the radio was lost).
import type { Page } from "@playwright/test";
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { openHeld } from "./helpers/held-scripts";

const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test("a radio, then another control, pressed before the page is ready: both choices take effect", async ({ page }) => {
  const hydrate = await openHeld(page, "/realtor-application/");
  const agency = page.getByRole("radio", { name: "Dynamic Team (2 to 10 agents)" });
  const state = page.getByRole("combobox", { name: /^State/ });
  await agency.click();
  await state.click();
  await expect(agency).toHaveAttribute("aria-busy", "true");
  await expect(state).toHaveAttribute("aria-busy", "true");
  hydrate();
  // The State list opens (its press replayed after the radio's), and its choice is made at once.
  await page.getByRole("option", { name: "Florida (FL)", exact: true }).click();
  await expect(state).toContainText("Florida (FL)");
  await expect(agency).toBeChecked();
  await expect(page.locator("[data-early-input]")).toHaveCount(0);
});

test("a radio, then the submit, pressed before the page is ready: the section is checked with the radio chosen", async ({ page }) => {
  const hydrate = await openHeld(page, "/realtor-application/");
  const agency = page.getByRole("radio", { name: "Large Group (10+ agents)" });
  await agency.click();
  await page.getByLabel(/^First name/).fill("Adriana");
  await page.getByRole("button", { name: "Next Section" }).click();
  expect(page.url()).not.toContain("?");
  hydrate();
  // The submit ran after the radio: the summary asks for what is missing, never for the agency type.
  await expect(problem(page).getByRole("button", { name: "Enter your last name" })).toBeVisible();
  await expect(problem(page)).not.toContainText("Choose your agency type");
  await expect(problem(page)).not.toContainText("Enter your first name");
  await expect(agency).toBeChecked();
  await expect(page.getByLabel(/^First name/)).toHaveValue("Adriana");
  expect(page.url()).not.toContain("?");
  await expectNoAxeViolations(page);
});
