// Helpers for the realtor application specs (e2e/application-*.spec.ts): the five-step wizard, its
// error summary and its steps filled with a complete, valid application.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const wizard = (page: Page) => page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });
export const summaryLinks = (page: Page) => wizard(page).getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("button");
export const next = (page: Page) => wizard(page).getByRole("button", { name: "Next Section" }).click();

export async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export async function expectStep(page: Page, step: number, title: string) {
  await expect(wizard(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(wizard(page).getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(wizard(page).getByRole("progressbar", { name: "Application progress" })).toHaveAttribute(
    "aria-valuetext",
    `Step ${step} of 5: ${title}`,
  );
}

export async function fillStep1(page: Page) {
  const form = wizard(page);
  await form.getByRole("radio", { name: "Dynamic Team (2 to 10 agents)" }).click();
  await form.getByLabel(/^First name/).fill("Adriana");
  await form.getByLabel(/^Last name/).fill("Solis");
  await form.getByLabel(/^Email/).fill("adriana@example.com");
  await form.getByLabel(/^Phone/).fill("305 555 0164");
  await form.getByLabel(/^Street address/).fill("1200 Brickell Avenue, Suite 1950");
  await form.getByLabel(/^City/).fill("Miami");
  await choose(page, form, /^State/, "Florida (FL)");
  await form.getByLabel(/^ZIP code/).fill("33131");
}

export async function fillStep2(page: Page) {
  const form = wizard(page);
  await form.getByLabel(/^Real estate license number/).fill("SL3459812");
  await choose(page, form, /^License state/, "Florida (FL)");
  await form.getByLabel(/^Current brokerage/).fill("Bayfront Luxury Partners");
  await choose(page, form, /^Years of experience/, "6 to 10 years");
  await form.getByRole("checkbox", { name: "Hotel-Branded Residences" }).check();
  await form.getByRole("checkbox", { name: "Luxury Properties" }).check();
}

export async function fillStep3(page: Page) {
  const form = wizard(page);
  await form.getByRole("radio", { name: "Team", exact: true }).click();
  await choose(page, form, /^Team size/, "2 to 5 agents");
  await choose(page, form, /^Annual sales volume/, "$15M to $30M");
  await choose(page, form, /^Average sale price/, "$1M to $5M");
  await form.getByLabel(/^Client testimonials/).fill("Adriana found us a residence at the Aman before it was listed.");
}

export async function fillStep4(page: Page) {
  const first = wizard(page).getByRole("group", { name: "First reference" });
  await first.getByLabel(/^Name/).fill("Gregory Hale");
  await first.getByLabel(/^Company/).fill("Hale Private Wealth");
  await first.getByLabel(/^Phone/).fill("305 555 0177");
  await first.getByLabel(/^Email/).fill("gregory@example.com");
}

/** Fills steps 1 to 4 and arrives on step 5. */
export async function reachDocuments(page: Page) {
  await fillStep1(page);
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3(page);
  await next(page);
  await fillStep4(page);
  await next(page);
  await expectStep(page, 5, "Documents & Agreement");
}
