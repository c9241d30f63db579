// What specs of every area reach for on a page: its main region, the toasts, the open dialog, and
// opening a page whose form or list loads after it.
import type { Locator, Page } from "@playwright/test";
import { expect, gotoUnlocked } from "./fixtures";

/** The page's main region (the skip link's target). */
export const main = (page: Page): Locator => page.locator("#main");

/** The toast region (Radix names it "Notifications (F8)"). */
export const toasts = (page: Page): Locator => page.getByRole("region", { name: /Notifications/ });

/** The open dialog. */
export const dialogOf = (page: Page): Locator => page.getByRole("dialog");

/**
 * Opens a page whose form or list loads after the page (/login, /make-offer, /realtor-application,
 * /account) and waits until its loading skeleton has gone; a busy machine can take a while.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await gotoUnlocked(page, path);
  await waitUntilLoaded(page);
}

export async function waitUntilLoaded(page: Page): Promise<void> {
  await expect(page.locator("#main [aria-busy='true']")).toHaveCount(0, { timeout: 20_000 });
}
