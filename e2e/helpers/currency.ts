// Helpers for the currency and area switch specs (e2e/facts-currency*.spec.ts): the switch in the
// header, its panel, a choice made through it, and what the page shows.
import { expect, type Locator, type Page } from "@playwright/test";

/** The header's switch button; its name says the choice: "Currency and units: EUR · m²". */
export const switchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Currency and units:/ });

export const switchPanel = (page: Page) => page.getByRole("dialog", { name: "Currency and units" });

export const currencyRadio = (page: Page, code: string) => switchPanel(page).getByRole("radio", { name: new RegExp(`^${code}\\b`) });

export const areaRadio = (page: Page, unit: "sq ft" | "m²") => switchPanel(page).getByRole("radio", { name: new RegExp(`^${unit}`) });

/** Opens the switch, makes the choices and closes it with Done. */
export async function choose(page: Page, choice: { currency?: string; area?: "sq ft" | "m²" }): Promise<void> {
  await switchButton(page).click();
  await expect(switchPanel(page)).toBeVisible();
  if (choice.currency) await currencyRadio(page, choice.currency).check();
  if (choice.area) await areaRadio(page, choice.area).check();
  await switchPanel(page).getByRole("button", { name: "Done" }).click();
  await expect(switchPanel(page)).toBeHidden();
}

/** Stores a choice (or any text) before the page's scripts run, as an earlier visit would have. */
export async function storeChoice(page: Page, stored: { currency?: string; area?: string }): Promise<void> {
  await page.addInitScript((values) => {
    if (values.currency !== undefined) localStorage.setItem("rm:currency", values.currency);
    if (values.area !== undefined) localStorage.setItem("rm:area-unit", values.area);
  }, stored);
}

/** The currencies of the figures shown (visible) inside `scope`, each once. */
export async function shownCurrencies(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    // checkVisibility() answers true for an SVG group hidden by display: none (a chart's axis in
    // another currency), so the element's own display is checked too.
    const shown = Array.from(root.querySelectorAll<HTMLElement | SVGElement>("[data-in-currency]")).filter(
      (element) => element.checkVisibility() && getComputedStyle(element).display !== "none",
    );
    return [...new Set(shown.map((element) => element.dataset.inCurrency ?? ""))];
  });
}

/**
 * Every figure in each of `cards` is in euros: a converted price ("≈ €7,310,000") and no US-dollar
 * figure ("$8,500,000") in what the card shows (innerText: what is on screen, not the hidden
 * figures of the other currencies).
 */
export async function expectEurosOnly(cards: Locator): Promise<void> {
  const texts = await cards.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).toMatch(/≈ €\d/);
    expect(text).not.toMatch(/\$\d/);
  }
}
