// The served export answers / with 200 and a document title, through the shared fixtures (console
// errors and CSP violations fail it), and answers the icon browsers ask for on their own.
//
// On the phone, every exported route (read from out/, so a new page is covered without editing
// this file) loads with its heading, has no element reaching past the sides of the screen (scrolled
// or clipped: helpers/overflow.ts) and passes axe, with no console error
// or CSP violation (the fixtures). This is the phone's pass over the whole site; the specs of each
// area run on the phone only where the phone changes what they check (playwright.config.ts).
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { exportedPages } from "./helpers/exported-pages";
import { sidewaysOverflow } from "./helpers/overflow";
import { waitUntilLoaded } from "./helpers/page";

test("the home page is served with a title", async ({ page }) => {
  const response = await gotoUnlocked(page, "/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});

// Chromium may request /favicon.ico itself (after going back in history, for one), whatever the
// page's <link rel="icon"> says; a 404 there is a console error on the page.
test("/favicon.ico is served from the build", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

const NOT_FOUND = "/no-such-page/";
const routes = exportedPages().map(({ route }) => (route === "/404" ? NOT_FOUND : route));

test.describe("every route on a phone", () => {
  for (const path of routes) {
    test(`${path} loads with its heading, fits the width and passes axe @phone-only`, async ({ page }) => {
      const response = await gotoUnlocked(page, path);
      expect(response?.status(), "the static host's answer").toBe(path === NOT_FOUND ? 404 : 200);
      // Pages whose form or list loads after the page are scanned once it has loaded.
      await waitUntilLoaded(page);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("#main h1").first()).toBeVisible();
      expect(await sidewaysOverflow(page), "elements reaching past the sides of the screen").toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});
