// Helpers for the compare specs (e2e/compare*.spec.ts): the toggles, the tray, the table and the stored list.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The compare toggle of a residence, anywhere in `scope`. */
export const toggle = (scope: Page | Locator, name: string) => scope.getByRole("button", { name: `Add ${name} to compare`, exact: true });

export const tray = (page: Page) => page.getByRole("complementary", { name: /^Compare \d of 4$/ });

export const table = (page: Page) => page.getByRole("table");

/** The residences' names in the table's column headings, in order. */
export const columnNames = (page: Page) => table(page).getByRole("columnheader").getByRole("link");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const rowHeaderName = (label: string) => new RegExp(`^${escaped(label)}( (Lower|More) is better)?( Differs)?$`);

/** A row's heading: its label, then which way is better and whether the values differ. */
export const rowHeader = (page: Page, label: string) => table(page).getByRole("rowheader", { name: rowHeaderName(label) });

/** The cells of a row, by its heading's label. */
export const rowCells = (page: Page, label: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: rowHeaderName(label) }) })
    .getByRole("cell");

/** The compare list as stored in this browser. */
export async function storedList(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("rm:compare") ?? "null"));
}

/** Stores a compare list (as the toggles would) and reloads, so the page starts with it. */
export async function seedList(page: Page, ids: string[]): Promise<void> {
  await page.evaluate((list) => localStorage.setItem("rm:compare", JSON.stringify(list)), ids);
  await page.reload();
}

/** Presses a toggle and waits for the list to take the change. */
export async function pressToggle(scope: Page | Locator, name: string, pressed: boolean): Promise<void> {
  const button = toggle(scope, name);
  await expect(button).toHaveAttribute("aria-pressed", /true|false/); // the page has read the list
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(pressed));
}

/** Every row the issue lists, by its heading, in order. */
export const EVERY_ROW = [
  "Price",
  "Price per sq ft",
  "Bedrooms",
  "Bathrooms",
  "Living area",
  "Brand",
  "Developer",
  "Operator",
  "Status",
  "Hotel services included",
  "24-hour concierge",
  "Housekeeping",
  "In-residence dining",
  "Spa and pool access",
  "Valet parking",
  "Private beach or club",
  "Kids' club",
  "Hotel loyalty status",
  "Fitness centre",
  "Charges to the hotel account",
  "Rental programme",
  "Monthly cost of ownership",
  "Estimated net yield",
];
