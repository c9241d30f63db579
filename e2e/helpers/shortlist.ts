// Helpers for the shortlist and saved-search specs (e2e/facts-shortlist*.spec.ts, e2e/facts-saved-search*.spec.ts).
import type { Locator, Page } from "@playwright/test";
import { main, toasts } from "./page";

/** The heart of an item, by the name its accessible name carries. */
export const heart = (page: Page, name: string): Locator =>
  page.getByRole("button", { name: `Save ${name} to your shortlist`, exact: true });

/** A section of /account by its heading ("Your shortlist", "Saved searches"). */
export const accountSection = (page: Page, title: string): Locator => main(page).getByRole("region", { name: new RegExp(`^${title}`) });

/** The toasts (Radix's "Notifications" region), holding `text`. */
export const toastWith = (page: Page, text: string): Locator => toasts(page).getByRole("listitem").filter({ hasText: text }).first();
