// The served export answers / with 200 and a document title, through the shared fixtures (console
// errors and CSP violations fail it), and answers the icon browsers ask for on their own.
import { expect, gotoUnlocked, test } from "./helpers/fixtures";

test("the home page is served with a title @phone", async ({ page }) => {
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
