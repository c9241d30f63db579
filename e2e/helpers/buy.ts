// Helpers for the purchase page specs (e2e/buy-*.spec.ts): its listings, their count and its filters.
import type { Page } from "@playwright/test";

export const results = (page: Page) => page.getByRole("list", { name: "Residences for sale" }).getByRole("article");
export const count = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });
export const filters = (page: Page) => page.getByRole("search", { name: "Residences for sale" });

export async function names(page: Page): Promise<string[]> {
  return results(page).getByRole("heading").allTextContents();
}
