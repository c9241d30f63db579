// Helpers for the hostile-input specs (e2e/hostile-input-*.spec.ts): the checks that nothing ran, that
// the page still works and that text is shown again literally. The payloads are in hostile-payloads.ts.
import type { Locator, Page } from "@playwright/test";
import { patientExpect as expect, type Dialogs } from "./fixtures";
import { main } from "./page";
import { purchaseListings } from "@/lib/catalogue/listings";
import { offerHeaderFillScript } from "@/lib/first-paint/offer-header-fill-script";
import { contractPathMarkScript } from "@/lib/first-paint/contract-path-mark-script";

/*
 * Hostile input (reliability-and-security.md 3.4, E2E-01 and E2E-02): script and markup payloads,
 * a very long text and RTL / zero-width / emoji text go through every form and every query
 * parameter a page reads. Nothing may run (no window.__pwned, no dialog, no element made from the
 * text, no CSP violation: the cspViolations fixture fails the test on one), text that is shown again
 * is shown literally, and the page keeps working. Covered elsewhere, and not repeated here: the
 * message thread's markup payloads (messages.spec), ?hotel= on /buy and /rent's link values
 * (buy-hostile-links.spec, rent.spec), PDF uploads with markup inside (application-uploads.spec).
 */

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** The scripts the site itself puts in #main, build-time constants hashed into their page's CSP: the
 * 404 page's contract-path mark and /make-offer's header fill. */
const OWN_SCRIPTS = new Set([contractPathMarkScript(), offerHeaderFillScript(purchaseListings)]);

/** The text of every <script> in #main that is not the site's own. */
async function foreignScripts(page: Page): Promise<string[]> {
  const texts = await page.locator("#main script").evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
  return texts.filter((text) => !OWN_SCRIPTS.has(text));
}

/** Nothing ran: no sentinel, no dialog, and no element or handler made from the text. */
export async function expectNothingRan(page: Page, dialogs: Dialogs) {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('[onerror], [onload], img[src="x"], #main svg[onload]')).toHaveCount(0);
  await expect.poll(() => foreignScripts(page)).toEqual([]);
  const links = await page.locator("[href]").evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
  expect(links.filter((href) => /^\s*javascript:/i.test(href) || href.includes("<"))).toEqual([]);
}

/** The page still works: its heading is there and no error screen took its place. */
export async function expectWorking(page: Page) {
  await expect(main(page).locator("h1").first()).toBeVisible();
  await expect(page.getByText("Something went wrong while preparing it")).toHaveCount(0);
}

/** Shown again exactly as typed, as text. */
export async function expectShownAsText(scope: Locator, text: string) {
  await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}
